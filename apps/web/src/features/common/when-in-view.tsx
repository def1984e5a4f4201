import { Skeleton } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { type ReactNode, Suspense, useEffect, useState } from 'react';

/**
 * Renders `children` (a lazily loaded chart) once its place comes within a screen's reach: a
 * chart below the fold neither loads its code nor draws while the page opens. A block of
 * `height` holds the place until then, and a skeleton while the code loads.
 */
export function WhenInView({ children, height }: { children: ReactNode; height: number }) {
  const { ref, entry } = useIntersection({ rootMargin: '200px 0px' });
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (entry?.isIntersecting) setShown(true);
  }, [entry]);
  if (shown) return <Suspense fallback={<Skeleton h={height} radius="md" />}>{children}</Suspense>;
  // A plain, still block until then, not a skeleton: nothing is loading yet, and a loading sign
  // that never ends would tell readers (and tests) the page is still busy.
  return (
    <div
      ref={ref}
      data-testid="chart-placeholder"
      style={{
        height,
        borderRadius: 'var(--mantine-radius-md)',
        background: 'var(--mantine-color-default-hover)',
      }}
    />
  );
}
