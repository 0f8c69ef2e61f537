import { AppError } from './app-error';
import { signedOutMessage, type AuthContext } from './auth-context';

/** Who may attempt an action: anyone, signed in or not ('public'), or only a signed-in caller ('session'). */
export type Audience = 'public' | 'session';

/** The caller a rule sees: always there for a 'session' action; undefined for a signed-out caller of a 'public' one. */
export type ActorOf<A extends Audience> = A extends 'public' ? AuthContext | undefined : AuthContext;

/**
 * One action's decision, as a module's policy declares it. `allow` is pure (no I/O): it looks at the caller's
 * role and flags and, for a resource-level action, at the resource already loaded through a workspace-scoped
 * query. `refusal` is the user-visible message of the 403 when `allow` answers false.
 */
export interface ActionRule<A extends Audience = Audience, R = undefined> {
  readonly audience: A;
  readonly allow: (actor: ActorOf<A>, resource: R) => boolean;
  readonly refusal: string;
}

/** A rule of either audience, whatever its resource (the constraint of `definePolicy`). */
type AnyActionRule = ActionRule<'public', never> | ActionRule<'session', never>;

/** One named action of a module's policy: its rule and its name (`<policy>.<action>`, e.g. 'media.upload'). */
export type PolicyAction<A extends Audience = Audience, R = undefined> = ActionRule<A, R> & {
  readonly name: string;
};

/** A route-level action of either audience (what lists of actions hold). */
export type AnyPolicyAction = PolicyAction<'public'> | PolicyAction<'session'>;

/** A module's policy: its actions by name, each carrying its full name for logs, errors and the route registry. */
export type Policy<D extends Record<string, AnyActionRule>> = {
  readonly [K in keyof D & string]: D[K] & { readonly name: string };
};

/** The 403 message of a refusal whose rule names none. */
export const defaultRefusal = 'You do not have permission to do this.';

/**
 * A rule of an action that needs a session: a signed-out caller gets a 401 before `allow` runs, a refused one a
 * 403 with `refusal`. Add a typed second parameter to `allow` for a resource-level action.
 */
export function sessionAction<R = undefined>(
  allow: (actor: AuthContext, resource: R) => boolean,
  refusal = defaultRefusal,
): ActionRule<'session', NoInfer<R>> {
  return { audience: 'session', allow, refusal };
}

/** A rule of an action anyone may attempt; `allow` sees undefined for a signed-out caller. */
export function publicAction<R = undefined>(
  allow: (actor: AuthContext | undefined, resource: R) => boolean,
  refusal = defaultRefusal,
): ActionRule<'public', NoInfer<R>> {
  return { audience: 'public', allow, refusal };
}

/** The rule that lets every caller through: every visitor of a public action, every role of a session one. */
export function allowEveryone(): boolean {
  return true;
}

/** True for the roles that may add content to their workspace (owner, editor); viewers only read. */
export function canWriteWorkspace(actor: AuthContext): boolean {
  return actor.role === 'owner' || actor.role === 'editor';
}

/** True when the caller owns this Postforge instance (the first account), whatever their workspace role. */
export function isInstanceOwner(actor: AuthContext): boolean {
  return actor.isInstanceOwner;
}

/**
 * Declares a module's policy: its named actions, each a rule built with `sessionAction` or `publicAction`.
 * Every route binds one of these actions (see `bindRoute`), so every endpoint has a decision in one file.
 */
export function definePolicy<const D extends Record<string, AnyActionRule>>(
  policyName: string,
  rules: D,
): Policy<D> {
  return Object.fromEntries(
    Object.entries(rules).map(([action, rule]) => [action, { ...rule, name: `${policyName}.${action}` }]),
  ) as unknown as Policy<D>;
}

/** The resource argument of `authorize`: none for a route-level action, required for a resource-level one. */
export type ResourceArgument<R> = [R] extends [undefined] ? [] : [resource: R];

/**
 * The one authorisation check: a 401 ('unauthenticated') when the action needs a session and there is none, a
 * 403 ('forbidden', the rule's message) when its rule refuses. Answers the caller, typed for the action's
 * audience. A resource of another workspace never reaches here: workspace-scoped queries answer 404 first.
 */
export function authorize<A extends Audience, R>(
  auth: AuthContext | undefined,
  action: PolicyAction<A, R>,
  ...resource: ResourceArgument<R>
): ActorOf<A> {
  if (action.audience === 'session' && !auth) throw new AppError('unauthenticated', signedOutMessage);
  const actor = auth as ActorOf<A>;
  if (!action.allow(actor, resource[0] as R)) throw new AppError('forbidden', action.refusal);
  return actor;
}
