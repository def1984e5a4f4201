import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';

// The dialog's form (selects, number inputs, the seat list) loads on the tap, not with the home.
const DayPassDialog = lazy(() => import('./day-pass.tsx').then((m) => ({ default: m.DayPassDialog })));

/** The desk home's 'Day pass' button; its dialog sells a walk-in a seat for today. */
export function DayPassButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="light" onClick={() => setOpen(true)}>
        {t('pauses.dayPass.open')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <DayPassDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
