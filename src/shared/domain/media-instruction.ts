/**
 * The Upload Media tab's automatic prompts ('Create a social media campaign using these 2 media files.',
 * 'Create engaging social media content for this image') in every interface language: instructions about the
 * files that say nothing about their subject.
 * The web asks for one line about the subject before it generates such a run; the server never lets the
 * instruction into a post. Pure, shared so both agree.
 */

/**
 * The automatic Upload Media lines, per interface language (en, de, es, fr), with or without a final period:
 * the campaign line of several files and the line of one image or one video.
 */
const campaignLines: readonly RegExp[] = [
  /^Create a social media campaign using (?:these \d+ media files|this 1 media file)\.?$/iu,
  /^Erstelle eine Social-Media-Kampagne mit (?:diesen \d+ Mediendateien|dieser Mediendatei)\.?$/iu,
  /^Crea una campaña para redes sociales con (?:estos \d+ archivos multimedia|este archivo multimedia)\.?$/iu,
  /^Créez une campagne pour les réseaux sociaux avec (?:ces \d+ fichiers médias|ce fichier média)\.?$/iu,
  /^Create engaging social media content for this (?:image|video)\.?$/iu,
  /^Erstelle ansprechende Social-Media-Inhalte zu diesem (?:Bild|Video)\.?$/iu,
  /^Crea contenido atractivo para redes sociales a partir de (?:esta imagen|este vídeo)\.?$/iu,
  /^Créez un contenu engageant pour les réseaux sociaux à partir de (?:cette image|cette vidéo)\.?$/iu,
];

/** True when `line` (one line, trimmed or not) is an automatic campaign instruction. */
export function isMediaInstructionLine(line: string): boolean {
  const trimmed = line.trim();
  return campaignLines.some((pattern) => pattern.test(trimmed));
}

/**
 * True when `prompt` is only a media instruction: every non-empty line is an automatic campaign line (so
 * there is nothing about the subject to write from).
 */
export function isMediaInstruction(prompt: string): boolean {
  const lines = prompt
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return lines.length > 0 && lines.every(isMediaInstructionLine);
}

/** The prompt sent for a media instruction once the user gave a line about the subject: the line first. */
export function withSubjectLine(prompt: string, subject: string): string {
  const line = subject.trim();
  return line === '' ? prompt : `${line}\n\n${prompt.trim()}`;
}
