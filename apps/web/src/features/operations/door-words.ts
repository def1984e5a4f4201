import type { TDoorAnswer, TDoorReason } from '@studydesk/contract';
import type { TLanguage } from '@studydesk/contract/languages';
import { formatDate } from '../common/format.ts';

/**
 * What the door says, in English and Hindi at once. A kiosk answers each student in their own
 * language, whatever the tablet shows, and the ready screen speaks both; so these few texts live
 * here side by side instead of in the catalogs, which hold one language at a time.
 */
const WORDS = {
  en: {
    in: (name: string) => `Welcome, ${name}`,
    out: (name: string) => `Goodbye, ${name}`,
    refused: 'Please see the desk',
    unknown: 'Card not recognised',
    seat: (seat: string) => `Seat ${seat}`,
    wholeDay: 'Whole day',
    rule: {
      card_revoked: 'This card was replaced or revoked.',
      plan_expired: (date: string) => `Your plan ended on ${date}. Renew at the desk.`,
      no_plan: 'You have no seat or membership.',
      outside_shift: (shift: string) => `Your shift is ${shift}.`,
      dues: 'Your fees are due.',
      already_in: 'You were already in: now checked out.',
      unknown_card: 'This card is not one of this library’s.',
    },
    ready: "Show your ID card's QR to the camera",
  },
  hi: {
    in: (name: string) => `स्वागत है, ${name}`,
    out: (name: string) => `फिर मिलेंगे, ${name}`,
    refused: 'कृपया डेस्क पर संपर्क करें',
    unknown: 'कार्ड पहचाना नहीं गया',
    seat: (seat: string) => `सीट ${seat}`,
    wholeDay: 'पूरा दिन',
    rule: {
      card_revoked: 'यह कार्ड बदला या रद्द किया जा चुका है।',
      plan_expired: (date: string) => `आपका प्लान ${date} को समाप्त हो गया। डेस्क पर नवीनीकरण कराएँ।`,
      no_plan: 'आपके पास कोई सीट या सदस्यता नहीं है।',
      outside_shift: (shift: string) => `आपकी शिफ्ट ${shift} है।`,
      dues: 'आपकी फीस बाकी है।',
      already_in: 'आप पहले से अंदर थे: अब चेक-आउट हो गया।',
      unknown_card: 'यह कार्ड इस लाइब्रेरी का नहीं है।',
    },
    ready: 'अपने आईडी कार्ड का QR कैमरे के सामने रखें',
  },
} as const;

export const doorReadyText = (language: TLanguage) => WORDS[language].ready;

function reasonText(language: TLanguage, r: TDoorReason): string {
  const rule = WORDS[language].rule;
  switch (r.rule) {
    case 'plan_expired':
      return rule.plan_expired(r.detail ? formatDate(r.detail) : '—');
    case 'outside_shift':
      return rule.outside_shift(shiftText(language, r.detail) ?? '—');
    default:
      return rule[r.rule];
  }
}

/** The server names a whole-day plan 'Whole day' in English; the door says it in the student's words. */
const shiftText = (language: TLanguage, shift: string | null) =>
  shift === 'Whole day' ? WORDS[language].wholeDay : shift;

/** The door's answer as text: a headline, the seat and shift line, and each reason. */
export function doorAnswerText(answer: TDoorAnswer) {
  const language = answer.student?.language ?? 'en';
  const words = WORDS[language];
  const s = answer.student;
  const headline = !s
    ? words.unknown
    : answer.action === 'checked_in'
      ? words.in(s.name)
      : answer.action === 'checked_out'
        ? words.out(s.name)
        : `${s.name}: ${words.refused}`;
  const place =
    s && answer.action !== 'none' ? [s.seat && words.seat(s.seat), shiftText(language, s.shift)] : [];
  return {
    language,
    headline,
    place: place.filter(Boolean).join(' · '),
    reasons: answer.reasons.map((r) => reasonText(language, r)),
    /** Green when the door let them in or out, red when it did not. */
    passed: answer.action !== 'none',
    /** An unknown card: where to go (a known student's headline says it already). */
    refusedHelp: s ? null : words.refused,
  };
}
