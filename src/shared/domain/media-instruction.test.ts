import { describe, expect, it } from 'vitest';
import { isMediaInstruction, isMediaInstructionLine, withSubjectLine } from './media-instruction';

describe('media instructions', () => {
  it('recognises the automatic campaign and one-file prompts in every interface language', () => {
    for (const prompt of [
      'Create a social media campaign using these 2 media files.',
      'Create a social media campaign using this 1 media file',
      'Erstelle eine Social-Media-Kampagne mit diesen 3 Mediendateien',
      'Crea una campaña para redes sociales con estos 2 archivos multimedia',
      'Créez une campagne pour les réseaux sociaux avec ces 4 fichiers médias',
      '  Create a social media campaign using these 2 media files\n\n',
      'Create engaging social media content for this image',
      'Erstelle ansprechende Social-Media-Inhalte zu diesem Video',
      'Crea contenido atractivo para redes sociales a partir de esta imagen',
      'Créez un contenu engageant pour les réseaux sociaux à partir de cette vidéo.',
    ])
      expect(isMediaInstruction(prompt)).toBe(true);
  });

  it('is false for a prompt that says something about the subject, or for nothing', () => {
    expect(isMediaInstruction('')).toBe(false);
    expect(isMediaInstruction('   ')).toBe(false);
    expect(isMediaInstruction('Our new oat latte, €3.20 from Monday')).toBe(false);
    expect(
      isMediaInstruction('Our new oat latte.\nCreate a social media campaign using these 2 media files.'),
    ).toBe(false);
    expect(isMediaInstruction('Create a social media campaign about our oat latte')).toBe(false);
    expect(isMediaInstructionLine('Create engaging social media content for this image of our latte')).toBe(
      false,
    );
  });

  it('puts the subject line before the instruction, and leaves the prompt alone without one', () => {
    const prompt = 'Create a social media campaign using these 2 media files';
    expect(withSubjectLine(prompt, '  Oat latte launch, €3.20 ')).toBe(
      `Oat latte launch, €3.20\n\n${prompt}`,
    );
    expect(withSubjectLine(prompt, ' ')).toBe(prompt);
    expect(isMediaInstruction(withSubjectLine(prompt, 'Oat latte launch'))).toBe(false);
  });
});
