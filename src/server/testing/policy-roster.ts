import type { AuthContext } from '../http/auth-context';
import { authorize, type AnyPolicyAction } from '../http/authorize';
import { AppError } from '../http/app-error';

/** A signed-in caller for policy tests: a workspace owner who does not own the instance, unless overridden. */
export function buildActor(overrides: Partial<AuthContext> = {}): AuthContext {
  return {
    userId: 'user-1',
    sessionId: 'session-1',
    email: 'someone@example.com',
    name: 'Someone',
    workspaceId: 'workspace-1',
    workspaceName: 'Someone',
    role: 'owner',
    isInstanceOwner: false,
    ...overrides,
  };
}

/**
 * The callers every policy test decides for: signed out, each workspace role, and the instance owner both as a
 * workspace owner and as a viewer (instance rules follow the flag, workspace rules the role).
 */
export const policyRoster = {
  signedOut: undefined,
  viewer: buildActor({ role: 'viewer' }),
  editor: buildActor({ role: 'editor' }),
  owner: buildActor({ role: 'owner' }),
  instanceOwner: buildActor({ role: 'owner', isInstanceOwner: true }),
  instanceOwnerAsViewer: buildActor({ role: 'viewer', isInstanceOwner: true }),
} satisfies Record<string, AuthContext | undefined>;

/** One caller of the roster. */
export type RosterCaller = keyof typeof policyRoster;

/** What `authorize` answered: 'allowed', '401', or '403: <message>'. */
export type Decision = 'allowed' | '401' | `403: ${string}`;

/** What `authorize` decides for one caller and a route-level action. */
export function decide(auth: AuthContext | undefined, action: AnyPolicyAction): Decision {
  try {
    if (action.audience === 'public') authorize(auth, action);
    else authorize(auth, action);
    return 'allowed';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'unauthenticated') return '401';
    if (error.code === 'forbidden') return `403: ${error.message}`;
    throw error;
  }
}

/** Every action of a policy × every caller of the roster, as a table to compare with the expected one. */
export function decideAll(
  policy: Record<string, AnyPolicyAction>,
): Record<string, Record<RosterCaller, Decision>> {
  return Object.fromEntries(
    Object.entries(policy).map(([name, action]) => [
      name,
      Object.fromEntries(
        Object.entries(policyRoster).map(([caller, auth]) => [caller, decide(auth, action)]),
      ) as Record<RosterCaller, Decision>,
    ]),
  );
}

/** The row of an action every caller may take, signed out or not. */
export const everyCaller: Record<RosterCaller, Decision> = {
  signedOut: 'allowed',
  viewer: 'allowed',
  editor: 'allowed',
  owner: 'allowed',
  instanceOwner: 'allowed',
  instanceOwnerAsViewer: 'allowed',
};

/** The row of an action every signed-in caller may take, whatever their role. */
export const everySignedInCaller: Record<RosterCaller, Decision> = { ...everyCaller, signedOut: '401' };

/** The row of an action owners and editors may take; viewers get a 403 with `refusal`. */
export function writersOnly(refusal: string): Record<RosterCaller, Decision> {
  return {
    ...everySignedInCaller,
    viewer: `403: ${refusal}`,
    instanceOwnerAsViewer: `403: ${refusal}`,
  };
}
