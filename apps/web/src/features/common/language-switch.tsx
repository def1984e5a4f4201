import { Button, Group } from '@mantine/core';
import { LANGUAGES, type TLanguage } from '@studydesk/contract/languages';
import { currentLanguage } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { useSession } from '../../lib/session.tsx';

/** Each language by its own name, in its own script, whichever language is shown. */
const NAMES: Record<TLanguage, string> = { en: 'English', hi: 'हिन्दी' };

/**
 * English / हिन्दी. `both` shows the two (sign-in pages); `other` shows one button naming the
 * language not shown, to fit a phone's header.
 */
export function LanguageSwitch({ show = 'both', dark = false }: { show?: 'both' | 'other'; dark?: boolean }) {
  const t = useT();
  const { changeLanguage } = useSession();
  const shown = currentLanguage();
  const choices = show === 'both' ? LANGUAGES : LANGUAGES.filter((language) => language !== shown);
  return (
    <Group gap={4} role="group" aria-label={t('common.language')} wrap="nowrap">
      {choices.map((language) => (
        <Button
          key={language}
          lang={language}
          size="compact-sm"
          variant={language === shown ? 'filled' : dark ? 'white' : 'default'}
          aria-pressed={show === 'both' ? language === shown : undefined}
          onClick={() => (language === shown ? undefined : void changeLanguage(language))}
        >
          {NAMES[language]}
        </Button>
      ))}
    </Group>
  );
}
