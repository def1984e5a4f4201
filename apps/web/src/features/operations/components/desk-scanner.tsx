import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TDeskScan } from '@studydesk/contract';
import { lazy, Suspense, useRef, useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { useDeskScan } from '../api/desk.ts';
import { ScanResult } from './scan-result.tsx';

// The camera (and the QR reader it loads) only when asked for.
const CameraScanner = lazy(() => import('./camera-scanner.tsx').then((m) => ({ default: m.CameraScanner })));

/**
 * The desk's scan box: a USB or Bluetooth scanner types the card's code and Enter into the field
 * (it keeps the focus), staff may type the printed card number, or the camera reads the QR. Each
 * scan checks in, or out when in, and the verdict shows large below.
 */
export function DeskScanner() {
  const t = useT();
  const scan = useDeskScan();
  const field = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [camera, setCamera] = useState(false);
  const [result, setResult] = useState<{ code: string; scan: TDeskScan } | null>(null);

  const send = (value: string, override?: string) => {
    const trimmed = value.trim();
    if (!trimmed) return;
    scan.mutate(override ? { code: trimmed, override_reason: override } : { code: trimmed }, {
      onSuccess: (answer) => {
        setResult({ code: trimmed, scan: answer });
        if (!override) setCode('');
        if (!camera) field.current?.focus();
      },
    });
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {t('operations.scan.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('operations.scan.hint')}
          </Text>
        </div>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            send(code);
          }}
        >
          <Group align="flex-end" wrap="wrap" gap="xs">
            <TextInput
              ref={field}
              label={t('operations.scan.field')}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              autoFocus
              maxLength={200}
              w={{ base: '100%', sm: 360 }}
              data-testid="scan-field"
            />
            <Button type="submit" loading={scan.isPending && !result}>
              {t('operations.scan.go')}
            </Button>
            <Button variant="light" onClick={() => setCamera((on) => !on)}>
              {camera ? t('operations.scan.closeCamera') : t('operations.scan.camera')}
            </Button>
          </Group>
        </form>
        {camera ? (
          <Suspense fallback={<Text size="sm">{t('operations.scan.cameraStarting')}</Text>}>
            <CameraScanner onCode={(value) => send(value)} />
          </Suspense>
        ) : null}
        {result ? (
          <ScanResult
            key={`${result.code}-${result.scan.action}-${result.scan.overridden}`}
            scan={result.scan}
            overriding={scan.isPending}
            onOverride={(reason) => send(result.code, reason)}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('operations.scan.next')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
