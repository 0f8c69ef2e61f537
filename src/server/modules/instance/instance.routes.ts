import type { FastifyInstance } from 'fastify';
import {
  createInvitationContract,
  getInstanceContract,
  updateRegistrationContract,
} from '../../../shared/contracts/instance';
import { bindRoute } from '../../http/contract-binding';
import { localeOfRequest } from '../../i18n/request-locale';
import { assertInstanceOwner } from './instance.policy';
import type { InstanceService } from './instance.service';

/** Owner-only instance endpoints. */
export function registerInstanceRoutes(app: FastifyInstance, service: InstanceService): void {
  bindRoute(app, getInstanceContract, async ({ auth }) => {
    assertInstanceOwner(auth);
    return service.getOverview();
  });
  bindRoute(app, updateRegistrationContract, async ({ auth, body }) => {
    assertInstanceOwner(auth);
    return service.setRegistrationOpen(body.isOpen);
  });
  bindRoute(app, createInvitationContract, async ({ auth, body, request }) => {
    assertInstanceOwner(auth);
    return service.invite(body.email, auth.userId, localeOfRequest(request));
  });
}
