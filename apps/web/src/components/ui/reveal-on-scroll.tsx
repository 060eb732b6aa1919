import { mergeSx } from './merge-sx.ts';
import { Box, type SxProps, type Theme } from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Fades and lifts its content in the first time it scrolls into view. Without IntersectionObserver,
 * or when the visitor prefers reduced motion, the content is simply shown.
 */
export function RevealOnScroll({
  children,
  delayMs = 0,
  sx,
}: {
  children: ReactNode;
  delayMs?: number;
  sx?: SxProps<Theme>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [revealed, setRevealed] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (revealed || element === null) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setRevealed(true);
          observer.disconnect();
        }
      },
      { threshold: 0.15 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [revealed]);

  return (
    <Box
      ref={ref}
      data-revealed={revealed}
      sx={mergeSx(
        {
          opacity: revealed ? 1 : 0,
          transform: revealed ? 'none' : 'translateY(24px)',
          transition: `opacity 600ms ease ${delayMs}ms, transform 600ms ease ${delayMs}ms`,
          '@media (prefers-reduced-motion: reduce)': { opacity: 1, transform: 'none', transition: 'none' },
        },
        sx,
      )}
    >
      {children}
    </Box>
  );
}
