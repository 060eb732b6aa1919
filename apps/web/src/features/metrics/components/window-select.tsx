import { MenuItem, TextField } from '@mui/material';
import { WINDOWS } from '../windows.ts';

/** Picks how far back a report looks (hours). */
export function WindowSelect({ hours, onChange }: { hours: number; onChange: (hours: number) => void }) {
  return (
    <TextField
      select
      label="Window"
      value={hours}
      onChange={(event) => {
        onChange(Number(event.target.value));
      }}
      sx={{ minWidth: 200, maxWidth: 240 }}
    >
      {WINDOWS.map((window) => (
        <MenuItem key={window.hours} value={window.hours}>
          {window.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
