import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { COOKIE_ROWS } from './cookieTable';
import { usePageHead } from '~/components/usePageHead';

/** The cookie policy page (spec §2 /legal/cookies): title, content and the table of cookie, type, duration, description. */
export function CookiePolicyView({ clubName }: { clubName: string }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  usePageHead(t({ id: 'cookies.policy.title', message: 'Cookie policy' }));
  const caption = t({ id: 'cookies.policy.table_caption', message: 'Cookies and storage used by this app' });
  // phones show each row as a card: the cells carry their column name (CSS `attr(data-label)`)
  const columns = {
    cookie: t({ id: 'cookies.policy.col_cookie', message: 'Cookie' }),
    type: t({ id: 'cookies.policy.col_type', message: 'Type' }),
    duration: t({ id: 'cookies.policy.col_duration', message: 'Duration' }),
    description: t({ id: 'cookies.policy.col_description', message: 'Description' }),
  };
  return (
    <article className="legal-page">
      <header className="legal-page__header">
        <h1 className="legal-page__title">
          <Trans id="cookies.policy.title">Cookie policy</Trans>
        </h1>
        <p className="legal-page__lead">
          <Trans id="cookies.policy.lead">
            This policy explains which cookies and similar browser storage {clubName} uses, what for and for how long.
          </Trans>
        </p>
      </header>

      <section className="legal-page__section" aria-labelledby="cookies-what">
        <h2 id="cookies-what">
          <Trans id="cookies.policy.what_title">What cookies are</Trans>
        </h2>
        <p>
          <Trans id="cookies.policy.what_text">
            Cookies are small files a website saves in your browser. This app also keeps a few entries in your browser's
            local storage and session storage, which work the same way; this policy covers all of them.
          </Trans>
        </p>
      </section>

      <section className="legal-page__section" aria-labelledby="cookies-which">
        <h2 id="cookies-which">
          <Trans id="cookies.policy.which_title">Which ones we use</Trans>
        </h2>
        <p>
          <Trans id="cookies.policy.which_text">
            Technical and preference storage is needed for the app to work: it keeps you signed in and remembers your
            language and your cookie choice. Analytics cookies are set only when the club measures its audience and you
            have accepted cookies; they help us understand how the app is used and are never used for advertising.
          </Trans>
        </p>
      </section>

      <div className="legal-table__frame">
        <table className="legal-table">
          <caption className="legal-table__caption">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.cookie}</th>
              <th scope="col">{columns.type}</th>
              <th scope="col">{columns.duration}</th>
              <th scope="col">{columns.description}</th>
            </tr>
          </thead>
          <tbody>
            {COOKIE_ROWS.map((row) => (
              <tr key={row.cookie}>
                <th scope="row">
                  <code>{row.cookie}</code>
                </th>
                <td data-label={columns.type}>{i18n._(row.type)}</td>
                <td data-label={columns.duration}>{i18n._(row.duration)}</td>
                <td data-label={columns.description}>{i18n._(row.description)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <section className="legal-page__section" aria-labelledby="cookies-manage">
        <h2 id="cookies-manage">
          <Trans id="cookies.policy.manage_title">How to manage them</Trans>
        </h2>
        <p>
          <Trans id="cookies.policy.manage_text">
            You choose in the cookie notice shown when you visit the app. You can delete cookies and site data at any
            time in your browser's settings; we will then ask you again. Logging out removes your session data from this
            device.
          </Trans>
        </p>
      </section>
    </article>
  );
}
