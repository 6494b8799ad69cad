/** "Skip to main content": the first tab stop of the page, past the header and the navigation. */
import { useTranslation } from 'react-i18next';
import { mainContentID } from './page-main';
import classes from './skip-link.module.css';

export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a
      href={`#${mainContentID}`}
      className={classes.skipLink}
      // Focus moves by hand: the router owns the address, and a `#` in it would be a navigation.
      onClick={(event) => {
        event.preventDefault();
        const main = document.getElementById(mainContentID);
        main?.focus({ preventScroll: true });
        main?.scrollIntoView({ block: 'start' });
      }}
    >
      {t('skipToMain')}
    </a>
  );
}
