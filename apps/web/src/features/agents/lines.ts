/** A list edited as text, one entry per line (blank lines dropped). */
export function linesToList(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export const listToLines = (list: string[]) => list.join('\n');
