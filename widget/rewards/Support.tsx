import { CONSENT_STORAGE_KEY, OPEN_CONSENT_EVENT, RESET_CONSENT_EVENT } from '../../shared/consent'
import { FAQ_PATH, SOCIAL_LINKS, SUPPORT_EMAIL } from '../../shared/support'
import { type Env, onSitePage } from '../env'
import { Icon, type IconName } from '../ui/icons'

/**
 * A mark per network: an inline SVG icon, else plain letters (no emoji, no symbol a font may
 * lack, no pictures to fetch); the network's name is the label.
 */
const ICONS: Partial<Record<string, IconName>> = { Telegram: 'send', YouTube: 'play' }
const LETTERS: Partial<Record<string, string>> = { X: 'X', LinkedIn: 'in', Medium: 'M' }

function Mark({ network }: { network: string }) {
  const icon = ICONS[network]
  if (icon) return <Icon name={icon} />
  return <span aria-hidden="true">{LETTERS[network] ?? network.charAt(0)}</span>
}

/** A link to a page of the widget's own site, opened beside the live store. */
function SiteLink({ href, children }: { href: string; children: string }) {
  return (
    <a className="row" href={href} target="_blank" rel="noopener">
      {children}
    </a>
  )
}

/** The site's cookie page, whose own buttons open and reset the consent banner. */
export const COOKIES_PATH = '/cookies'

/**
 * Spec §2 Support list: See FAQs, Terms, Privacy on the widget's own site; Cookie Settings
 * and Reset Cookie Preferences talk to the site's consent banner through window events.
 * Where the page has no banner to talk to, both open the site's cookie page instead.
 */
export function SupportList({ env, siteOrigin }: { env: Env; siteOrigin: string }) {
  const reset = () => {
    env.storage.remove(CONSENT_STORAGE_KEY)
    env.emit(RESET_CONSENT_EVENT)
  }
  const banner = onSitePage(env, siteOrigin)
  const cookies = `${siteOrigin}${COOKIES_PATH}`
  return (
    <section className="acct-sec" aria-labelledby="stv-support">
      <h3 id="stv-support">Support</h3>
      <ul className="rows">
        <li>
          <SiteLink href={`${siteOrigin}${FAQ_PATH}`}>See FAQs</SiteLink>
        </li>
        <li>
          <SiteLink href={`${siteOrigin}/terms`}>Terms</SiteLink>
        </li>
        <li>
          <SiteLink href={`${siteOrigin}/privacy`}>Privacy</SiteLink>
        </li>
        {banner ? (
          <>
            <li>
              <button type="button" className="row" onClick={() => env.emit(OPEN_CONSENT_EVENT)}>
                Cookie Settings
              </button>
            </li>
            <li>
              <button type="button" className="row" onClick={reset}>
                Reset Cookie Preferences
              </button>
            </li>
          </>
        ) : (
          <>
            <li>
              <SiteLink href={cookies}>Cookie Settings</SiteLink>
            </li>
            <li>
              <SiteLink href={cookies}>Reset Cookie Preferences</SiteLink>
            </li>
          </>
        )}
      </ul>
    </section>
  )
}

/** Spec §1, §2: Contact us by e-mail and the social links. */
export function ContactUs() {
  return (
    <section className="acct-sec" aria-labelledby="stv-contact">
      <h3 id="stv-contact">Contact us</h3>
      <a className="row" href={`mailto:${SUPPORT_EMAIL}`}>
        {SUPPORT_EMAIL}
      </a>
      <ul className="social">
        {SOCIAL_LINKS.map(({ network, href }) => (
          <li key={network}>
            <a href={href} target="_blank" rel="noopener noreferrer" title={network}>
              <Mark network={network} />
              <span className="vh">{network}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
