import { describe, expect, it } from 'vitest';
import { buildActor, decideAll, everySignedInCaller, writersOnly } from '../../testing/policy-roster';
import {
  projectAccessPolicy,
  projectsPolicy,
  viewerProjectMessage,
  type ProjectGuard,
} from './projects.policy';

describe('projects policy', () => {
  it('lets every member read projects and only owners and editors change them', () => {
    expect(decideAll(projectsPolicy)).toEqual({
      list: everySignedInCaller,
      read: everySignedInCaller,
      create: writersOnly(viewerProjectMessage),
      update: writersOnly(viewerProjectMessage),
      delete: writersOnly(viewerProjectMessage),
      changeAssets: writersOnly(viewerProjectMessage),
      readInvitations: everySignedInCaller,
      invite: writersOnly(viewerProjectMessage),
      withdrawInvitation: writersOnly(viewerProjectMessage),
    });
  });

  it("gives the manager everything and a collaborator only the project's permissions", () => {
    const project: ProjectGuard = {
      createdBy: 'creator',
      collaborators: ['colla@example.com'],
      canEdit: true,
      canShare: false,
      canDelete: false,
    };
    const decisions = (actor: ReturnType<typeof buildActor>) =>
      Object.fromEntries(
        Object.entries(projectAccessPolicy).map(([name, rule]) => [name, rule.allow(actor, project)]),
      );
    const all = { edit: true, share: true, delete: true, changePermissions: true };
    const none = { edit: false, share: false, delete: false, changePermissions: false };
    expect(decisions(buildActor({ role: 'owner' }))).toEqual(all);
    expect(decisions(buildActor({ role: 'editor', userId: 'creator' }))).toEqual(all);
    expect(decisions(buildActor({ role: 'viewer', userId: 'creator' }))).toEqual(none);
    expect(decisions(buildActor({ role: 'editor', email: 'Colla@example.com' }))).toEqual({
      ...none,
      edit: true,
    });
    expect(decisions(buildActor({ role: 'viewer', email: 'colla@example.com' }))).toEqual(none);
    expect(decisions(buildActor({ role: 'editor', email: 'someone@example.com' }))).toEqual(none);
  });
});
