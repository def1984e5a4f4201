import { Avatar, Box, Group, Stack, Text } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { useT } from '../../../i18n/use-t.ts';
import { formatDate } from '../../common/format.ts';
import { initials, photoUrl } from '../../common/initials.ts';
import classes from './id-card.module.css';

export interface CardStudent {
  student_id: string;
  name: string;
  course: string;
  phone: string;
  email: string;
  address: string;
  created_at: string;
  image: string | null;
}

/** What the server says of a card that is out: its QR text, and the seat and last day of the current plan. */
export interface CardCode {
  qr: string;
  seat: string | null;
  valid_till: string | null;
}

/** A student ID card at 85.6 x 54 mm (ISO ID-1); prints at that size. */
export function IdCard({
  student,
  institute,
  code,
}: {
  student: CardStudent;
  institute: string;
  /** The card's code once loaded (the QR, seat and validity show then). */
  code: CardCode | undefined;
}) {
  const t = useT();
  return (
    <Box className={classes.card} data-testid="id-card">
      <div className={classes.band}>
        <Text className={classes.institute}>{institute}</Text>
        <Text className={classes.kind}>{t('idCards.card.kind')}</Text>
      </div>
      <Group className={classes.body} gap={8} wrap="nowrap" align="flex-start">
        <Avatar src={photoUrl(student.image)} alt="" radius="sm" className={classes.photo} color="cyan">
          {initials(student.name)}
        </Avatar>
        <Stack gap={1} className={classes.details}>
          <Text className={classes.name}>{student.name}</Text>
          <Text className={classes.line}>{t('idCards.card.course', { value: student.course })}</Text>
          <Text className={classes.line}>{t('idCards.card.id', { value: student.student_id })}</Text>
          <Text className={classes.line}>{t('idCards.card.phone', { value: student.phone })}</Text>
          <Text className={classes.line}>{t('idCards.card.email', { value: student.email })}</Text>
          <Text className={classes.line}>{t('idCards.card.address', { value: student.address || '—' })}</Text>
          <Text className={classes.line}>
            {t('idCards.card.issued', { value: formatDate(student.created_at) })}
          </Text>
        </Stack>
        <Stack gap={2} align="center" className={classes.side}>
          {code ? (
            <QRCodeSVG
              value={code.qr}
              size={80}
              className={classes.qr}
              data-testid="id-qr"
              aria-label={t('idCards.card.qr', { name: student.name })}
            />
          ) : null}
          <Text className={classes.line} data-testid="id-seat">
            {t('idCards.card.seat', { seat: code?.seat ?? '—' })}
          </Text>
          <Text className={classes.line} data-testid="id-valid-till">
            {t('idCards.card.validTill', { date: code?.valid_till ? formatDate(code.valid_till) : '—' })}
          </Text>
        </Stack>
      </Group>
      <Text className={classes.signature}>{t('idCards.card.signature')}</Text>
    </Box>
  );
}
