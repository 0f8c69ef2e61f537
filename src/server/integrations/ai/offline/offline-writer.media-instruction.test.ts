import { describe, expect, it } from 'vitest';
import { writeOfflinePosts } from './offline-writer';
import { buildWriteRequest } from './offline-writer.fixtures';

const instructions = [
  'Create a social media campaign using these 2 media files.',
  'Erstelle eine Social-Media-Kampagne mit diesen 2 Mediendateien',
  'Créez une campagne pour les réseaux sociaux avec ces 3 fichiers médias',
];

describe('a media instruction as the prompt', () => {
  for (const prompt of instructions)
    it(`never copies the instruction and writes no empty post (${prompt.slice(0, 24)}…)`, () => {
      const posts = writeOfflinePosts(buildWriteRequest({ prompt }));
      expect(posts.length).toBeGreaterThan(0);
      for (const post of posts) {
        expect(post.content.replace(/#\S+/gu, '').trim()).not.toBe('');
        expect(post.content).not.toMatch(
          /media ?files?|Mediendatei|fichiers? médias?|campa(?:ign|gne)|Kampagne/iu,
        );
      }
    });

  it("writes from the user's line about the subject, not from the instruction after it", () => {
    const prompt = `Our new oat latte, €3.20 from Monday at Bean There\n\n${instructions[0]}`;
    for (const post of writeOfflinePosts(buildWriteRequest({ prompt }))) {
      expect(post.content).toContain('€3.20');
      expect(post.content).not.toMatch(/media files?|social media campaign/iu);
    }
  });
});
