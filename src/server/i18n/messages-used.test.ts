import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorStatus } from '../../shared/contracts/errors';
import { fieldMessages } from '../../shared/contracts/fields';
import { scrapeUrlMessages } from '../../shared/contracts/scraping';
import { mediaTooLargeMessage, videoTooLargeMessage } from '../../shared/domain/limits';
import {
  passwordBlankMessage,
  passwordTooCommonMessage,
  passwordTooLongMessage,
  passwordTooShortMessage,
} from '../../shared/domain/passwords';
import { videoGenerationTimedOutMessage } from '../../shared/domain/video';
import { publishProblemTemplates } from '../../shared/domain/publish-check';
import { rateLimitedMessage, tooManyRequestsMessage } from '../http/rate-limits';
import { offlineLabels } from '../integrations/ai/offline/offline-labels';
import { addressNotAllowedMessage, pageUnreadableMessage } from '../integrations/web-fetch/fetch-errors';
import { accountMessages } from '../modules/accounts/accounts.rules';
import { generationMessages, stepMessages } from '../modules/generation/generation.steps';
import { reviewMessages } from '../modules/review/review.actions';
import { postNotFoundMessage, versionNotFoundMessage } from '../modules/review/review.service';
import { resolveProjectPath } from '../paths';
import { isInCatalogues } from './i18n';

const root = resolveProjectPath('.');

/** Every TypeScript source under `directory` but tests. */
function sourcesUnder(directory: string): string[] {
  return readdirSync(join(root, directory), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'))
    .map((file) => join(directory, file));
}

const quoted = String.raw`(['"])((?:\\.|(?!\1)[^\\\n])*)\1`;
const unescape = (text: string) => text.replace(/\\(.)/g, '$1');

/** The string literals that `pattern` (whose last two groups are a quote and the text) finds in `source`. */
function literals(source: string, pattern: RegExp): string[] {
  return [...source.matchAll(pattern)].map((match) => unescape(match[match.length - 1] ?? ''));
}

const errorCodes = Object.keys(errorStatus).join('|');
/** `new AppError('code', 'text')`, and any other call that passes an error code and then a text. */
const codeThenText = new RegExp(String.raw`'(?:${errorCodes})',\s*${quoted}`, 'g');
/** `userText('template', …)`. */
const template = new RegExp(String.raw`userText\(\s*${quoted}`, 'g');
/** `message: 'text'` (the error plugin's answers) and `error: 'text'` / `message: 'text'` in contracts. */
const messageProperty = new RegExp(String.raw`\b(?:message|error):\s*${quoted}`, 'g');
/** A contract check's own message: `.min(1, 'Email is required')`, `linkTokenSchema('…')`. */
const checkMessage = new RegExp(
  String.raw`(?:\.(?:min|max|length|regex)\([^()]*?,\s*|linkTokenSchema\(\s*)${quoted}`,
  'g',
);
/**
 * A message constant of a route or service: `const invalidVideoMessage = 'Please select a valid video
 * file.'` (adapters' error texts are for the log; the spec's messages replace them).
 */
const messageConstant = new RegExp(String.raw`\bconst\s+\w*Message\s*=\s*${quoted}`, 'g');
/** Any literal with a `{{placeholder}}` is a template of the `messages` namespace. */
const placeholderText = new RegExp(
  String.raw`(['"])((?:\\.|(?!\1)[^\\\n])*\{\{\w+\}\}(?:\\.|(?!\1)[^\\\n])*)\1`,
  'g',
);
/** In a policy, every sentence is a refusal someone will read. */
const sentence = new RegExp(String.raw`(['"])([A-Z](?:\\.|(?!\1)[^\\\n])*\.)\1`, 'g');

/** A source without its block comments and whole-line comments (their examples are not messages). */
function readCode(file: string): string {
  return readFileSync(join(root, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
}

/** Where each kind of literal is looked for. */
function findUsedMessages(): Map<string, string[]> {
  const used = new Map<string, string[]>();
  const add = (file: string, texts: string[]) => {
    for (const text of texts) used.set(text, [...(used.get(text) ?? []), file]);
  };
  for (const file of sourcesUnder('src/server')) {
    const source = readCode(file);
    add(file, literals(source, codeThenText));
    add(file, literals(source, template));
    if (/\/(?:http|modules)\//.test(file)) add(file, literals(source, messageConstant));
    add(file, literals(source, placeholderText));
    if (file.includes('/http/')) add(file, literals(source, messageProperty));
    if (file.endsWith('.policy.ts')) add(file, literals(source, sentence));
  }
  for (const file of sourcesUnder('src/shared/contracts')) {
    const source = readCode(file);
    add(file, literals(source, messageProperty));
    add(file, literals(source, checkMessage));
  }
  return used;
}

describe('messages the server sends', () => {
  it('has every message constant in every language', () => {
    const constants = [
      ...Object.values(accountMessages),
      ...Object.values(stepMessages),
      ...Object.values(generationMessages),
      ...Object.values(reviewMessages),
      postNotFoundMessage,
      versionNotFoundMessage,
      ...Object.values(scrapeUrlMessages),
      ...Object.values(offlineLabels),
      ...Object.values(fieldMessages).map((message) => `The {{field}} ${message}`),
      rateLimitedMessage,
      tooManyRequestsMessage,
      passwordTooShortMessage,
      passwordTooLongMessage,
      passwordBlankMessage,
      passwordTooCommonMessage,
      videoTooLargeMessage,
      mediaTooLargeMessage,
      videoGenerationTimedOutMessage,
      addressNotAllowedMessage,
      pageUnreadableMessage,
      ...Object.values(publishProblemTemplates),
    ];
    expect(constants.filter((message) => !isInCatalogues(message))).toEqual([]);
  });

  it('has every literal message of the server and the contracts in every language', () => {
    const used = findUsedMessages();
    // The patterns must keep finding the messages: a refactoring that hides them fails here, not silently.
    expect(used.size).toBeGreaterThan(60);
    const missing = [...used]
      .filter(([text]) => !isInCatalogues(text))
      .map(([text, files]) => `${text} (${files.join(', ')})`);
    expect(missing).toEqual([]);
  });
});
