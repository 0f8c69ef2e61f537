import type { ProjectColor } from '../../../../../shared/domain/projects';

/** The gradient of each project colour (spec 2 §3: purple, blue, green, pink, orange, red, indigo, teal). */
export const projectGradients: Record<ProjectColor, string> = {
  purple: 'bg-gradient-to-br from-purple-500 to-fuchsia-700',
  blue: 'bg-gradient-to-br from-blue-500 to-cyan-700',
  green: 'bg-gradient-to-br from-green-500 to-emerald-700',
  pink: 'bg-gradient-to-br from-pink-500 to-rose-700',
  orange: 'bg-gradient-to-br from-orange-400 to-amber-700',
  red: 'bg-gradient-to-br from-red-500 to-rose-800',
  indigo: 'bg-gradient-to-br from-indigo-500 to-violet-800',
  teal: 'bg-gradient-to-br from-teal-500 to-cyan-800',
};

/** Up to two initials of an e-mail address's local part ('jane.doe@x' → 'JD'). */
export function initialsOf(email: string): string {
  const local = email.split('@')[0] ?? email;
  const parts = local.split(/[._\-+]+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts[1]?.[0] ?? ''}` : local.slice(0, 2);
  return letters.toUpperCase();
}
