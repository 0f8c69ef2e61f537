/**
 * The brand pack's logo on an offline card: drawn in the top-right corner, inside the card's padding and no
 * taller than the platform label, so it never covers the headline.
 */
import sharp from 'sharp';

/**
 * The PNG `card` with `logo` composited at its top right: fitted inside a box as tall as the platform label
 * (6.6 % of the card's shorter side) and three times as wide, aspect kept, transparency kept. A logo sharp
 * cannot read leaves the card as it was.
 */
export async function drawLogoOnCard(
  card: { data: Buffer; width: number; height: number },
  logo: Buffer,
): Promise<Buffer> {
  const unit = Math.min(card.width, card.height);
  const padding = Math.round(unit * 0.075);
  const boxHeight = Math.round(unit * 0.066);
  try {
    const fitted = await sharp(logo)
      .resize({ width: boxHeight * 3, height: boxHeight, fit: 'inside', withoutEnlargement: false })
      .png()
      .toBuffer({ resolveWithObject: true });
    return await sharp(card.data)
      .composite([
        {
          input: fitted.data,
          top: padding,
          left: card.width - padding - fitted.info.width,
        },
      ])
      .png()
      .toBuffer();
  } catch {
    return card.data;
  }
}
