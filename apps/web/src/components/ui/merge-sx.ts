import type { SxProps, Theme } from '@mui/material';

/** Combines `sx` values as MUI documents it (a list, later entries winning), flattening nested lists. */
export function mergeSx(...styles: (SxProps<Theme> | undefined)[]): SxProps<Theme> {
  const list: unknown[] = [];
  for (const style of styles) {
    if (style === undefined) continue;
    if (Array.isArray(style)) list.push(...(style as unknown[]));
    else list.push(style);
  }
  return list as SxProps<Theme>;
}
