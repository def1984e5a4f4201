import { Select, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import { type TGstSettingsRequest, ZGstSettingsRequest } from '@studydesk/contract';
import { GST_RATES, gstinProblem, placeOfSupplyLabel } from '@studydesk/contract/gst';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { ProviderCard } from '../../common/provider-settings.tsx';
import { gstSettingsQuery, useSaveGstSettings } from '../api/gst.ts';

interface Fields {
  gstin: string;
  legal_name: string;
  sac: string;
  rate: string;
  prices_include_tax: boolean;
}

/**
 * Settings: GST (docs/gst.md). With a GSTIN, every receipt is a tax invoice (CGST + SGST or IGST
 * by the student's state), refunds issue GST credit notes, and the money desk gives GSTR-1.
 * Without one the library keeps plain receipts.
 */
export function GstSettingsCard() {
  const t = useT();
  const q = useQuery(gstSettingsQuery);
  const save = useSaveGstSettings(t('account.gst.saved'));
  const [fields, setFields] = useState<Fields | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (q.data) {
      setFields({
        gstin: q.data.gstin,
        legal_name: q.data.legal_name,
        sac: q.data.sac,
        rate: String(q.data.rate),
        prices_include_tax: q.data.prices_include_tax,
      });
    }
  }, [q.data]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!fields) return;
    const body: TGstSettingsRequest = { ...fields, rate: Number(fields.rate) as TGstSettingsRequest['rate'] };
    const checked = ZGstSettingsRequest.safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    setErrors({});
    save.mutate(body);
  };
  const set = (patch: Partial<Fields>) => setFields((f) => (f ? { ...f, ...patch } : f));
  const typed = fields?.gstin.replace(/\s/g, '').toUpperCase() ?? '';
  const state = typed.length === 15 && !gstinProblem(typed) ? placeOfSupplyLabel(typed.slice(0, 2)) : null;

  return (
    <ProviderCard
      title={t('account.gst.title')}
      intro={t('account.gst.intro')}
      texts={{
        loading: t('account.gst.loading'),
        loadFailed: t('account.gst.loadFailed'),
        saveFailed: t('account.gst.saveFailed'),
        save: t('account.gst.save'),
      }}
      loadFailed={q.isError}
      ready={Boolean(fields)}
      save={save}
      onSubmit={submit}
    >
      {fields ? (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <TextInput
              label={t('account.gst.gstin')}
              description={state ? t('account.gst.state', { state }) : t('account.gst.gstinHint')}
              autoComplete="off"
              maxLength={20}
              value={fields.gstin}
              error={errors.gstin}
              onChange={(e) => set({ gstin: e.currentTarget.value })}
            />
            <TextInput
              label={t('account.gst.legalName')}
              value={fields.legal_name}
              error={errors.legal_name}
              onChange={(e) => set({ legal_name: e.currentTarget.value })}
            />
            <TextInput
              label={t('account.gst.sac')}
              description={t('account.gst.sacHint')}
              inputMode="numeric"
              maxLength={6}
              value={fields.sac}
              error={errors.sac}
              onChange={(e) => set({ sac: e.currentTarget.value.trim() })}
            />
            <Select
              label={t('account.gst.rate')}
              data={GST_RATES.map((r) => ({ value: String(r), label: `${r}%` }))}
              value={fields.rate}
              error={errors.rate}
              allowDeselect={false}
              onChange={(v) => v && set({ rate: v })}
            />
          </SimpleGrid>
          <Switch
            label={t('account.gst.inclusive')}
            description={t('account.gst.inclusiveHint')}
            checked={fields.prices_include_tax}
            onChange={(e) => set({ prices_include_tax: e.currentTarget.checked })}
          />
          <Text size="xs" c="dimmed">
            {t('account.gst.none')}
          </Text>
        </>
      ) : null}
    </ProviderCard>
  );
}
