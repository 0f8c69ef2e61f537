import type { FastifyInstance } from 'fastify';
import {
  createInvitationContract,
  getInstanceContract,
  updateRegistrationContract,
} from '../../../shared/contracts/instance';
import { bindRoute } from '../../http/contract-binding';
import { localeOfRequest } from '../../i18n/request-locale';
import { instancePolicy } from './instance.policy';
import type { InstanceService } from './instance.service';

/** Owner-only instance endpoints. */
export function registerInstanceRoutes(app: FastifyInstance, service: InstanceService): void {
  bindRoute(app, getInstanceContract, instancePolicy.readOverview, async () => service.getOverview());
  bindRoute(app, updateRegistrationContract, instancePolicy.setRegistration, async ({ body }) =>
    service.setRegistrationOpen(body.isOpen),
  );
  bindRoute(app, createInvitationContract, instancePolicy.invite, async ({ auth, body, request }) =>
    service.invite(body.email, auth.userId, localeOfRequest(request)),
  );
}
