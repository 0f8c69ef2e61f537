import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContract } from '../../shared/contracts/contract';
import { buildActor } from '../testing/policy-roster';
import { AppError } from './app-error';
import {
  allowEveryone,
  authorize,
  canWriteWorkspace,
  defaultRefusal,
  definePolicy,
  publicAction,
  sessionAction,
} from './authorize';
import { bindRoute, listRouteDecisions } from './contract-binding';
import { registerErrorHandling } from './errors.plugin';

const notesPolicy = definePolicy('notes', {
  read: publicAction(allowEveryone),
  write: sessionAction(canWriteWorkspace, 'Viewers cannot write notes.'),
  archive: sessionAction((actor) => actor.role === 'owner'),
  edit: sessionAction(
    (actor, note: { createdBy: string }) => actor.userId === note.createdBy,
    'Only its author can edit this note.',
  ),
});

const writeNoteContract = defineContract({
  method: 'POST',
  path: '/api/notes',
  summary: 'Write a note',
  tags: ['notes'],
  body: z.object({ text: z.string().min(1) }),
  response: z.object({ ok: z.literal(true) }),
});

const readNotesContract = defineContract({
  method: 'GET',
  path: '/api/notes',
  summary: 'Read notes',
  tags: ['notes'],
  auth: 'public',
  response: z.object({ count: z.number() }),
});

function thrownBy(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('nothing was thrown');
}

describe('authorize', () => {
  it('names every action after its policy', () => {
    expect([notesPolicy.read.name, notesPolicy.write.name, notesPolicy.edit.name]).toEqual([
      'notes.read',
      'notes.write',
      'notes.edit',
    ]);
  });

  it('answers 401 for a session action without a caller, before the rule runs', () => {
    let isRuleRun = false;
    const policy = definePolicy('spy', {
      act: sessionAction(() => {
        isRuleRun = true;
        return true;
      }),
    });
    const error = thrownBy(() => authorize(undefined, policy.act));
    expect([error.code, error.message]).toEqual(['unauthenticated', 'Please log in to continue.']);
    expect(isRuleRun).toBe(false);
  });

  it("answers 403 with the rule's message, or the default one", () => {
    const viewer = buildActor({ role: 'viewer' });
    const refused = thrownBy(() => authorize(viewer, notesPolicy.write));
    expect([refused.code, refused.message]).toEqual(['forbidden', 'Viewers cannot write notes.']);
    expect(thrownBy(() => authorize(buildActor({ role: 'editor' }), notesPolicy.archive)).message).toBe(
      defaultRefusal,
    );
  });

  it('answers the caller when allowed, undefined for a signed-out caller of a public action', () => {
    const editor = buildActor({ role: 'editor' });
    expect(authorize(editor, notesPolicy.write)).toBe(editor);
    expect(authorize(undefined, notesPolicy.read)).toBeUndefined();
  });

  it('hands a resource-level rule its resource', () => {
    const author = buildActor({ userId: 'author' });
    expect(authorize(author, notesPolicy.edit, { createdBy: 'author' })).toBe(author);
    expect(thrownBy(() => authorize(author, notesPolicy.edit, { createdBy: 'someone else' })).message).toBe(
      'Only its author can edit this note.',
    );
  });
});

describe('binding a contract with its policy action', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function buildNotesApp(): Promise<{ app: FastifyInstance; handled: string[] }> {
    const handled: string[] = [];
    const notes = Fastify({ logger: false });
    notes.setValidatorCompiler(validatorCompiler);
    notes.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(notes);
    notes.addHook('onRequest', async (request) => {
      const role = request.headers['x-test-role'];
      if (role === 'owner' || role === 'editor' || role === 'viewer') request.auth = buildActor({ role });
    });
    bindRoute(notes, writeNoteContract, notesPolicy.write, async ({ auth, body }) => {
      handled.push(`${auth.role}: ${body.text}`);
      return { ok: true as const };
    });
    bindRoute(notes, readNotesContract, notesPolicy.read, async () => ({ count: handled.length }));
    await notes.ready();
    return { app: notes, handled };
  }

  it('checks the action after validation and before the handler', async () => {
    const built = await buildNotesApp();
    app = built.app;
    const write = (role: string | undefined, text: string) =>
      built.app.inject({
        method: 'POST',
        url: '/api/notes',
        headers: role ? { 'x-test-role': role } : {},
        payload: { text },
      });

    expect((await write(undefined, '')).statusCode).toBe(400);
    const signedOut = await write(undefined, 'hello');
    expect([signedOut.statusCode, signedOut.json().error.code]).toEqual([401, 'unauthenticated']);
    const viewer = await write('viewer', 'hello');
    expect([viewer.statusCode, viewer.json().error.message]).toEqual([403, 'Viewers cannot write notes.']);
    expect((await write('editor', 'hello')).statusCode).toBe(200);
    expect(built.handled).toEqual(['editor: hello']);
    expect((await built.app.inject({ method: 'GET', url: '/api/notes' })).json()).toEqual({ count: 1 });
  });

  it('records every route with its action', async () => {
    const built = await buildNotesApp();
    app = built.app;
    expect(listRouteDecisions(built.app)).toEqual([
      { method: 'POST', path: '/api/notes', action: 'notes.write', audience: 'session' },
      { method: 'GET', path: '/api/notes', action: 'notes.read', audience: 'public' },
    ]);
  });

  it("refuses an action whose audience is not the contract's", () => {
    app = Fastify({ logger: false });
    const bare = app;
    expect(listRouteDecisions(bare)).toEqual([]);
    expect(() => bindRoute(bare, readNotesContract, notesPolicy.archive, async () => ({ count: 0 }))).toThrow(
      'GET /api/notes is a public contract but its action notes.archive is session',
    );
    expect(() =>
      bindRoute(bare, writeNoteContract, notesPolicy.read, async () => ({ ok: true as const })),
    ).toThrow('POST /api/notes is a session contract but its action notes.read is public');
  });
});
