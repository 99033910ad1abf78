import { SOCIAL_LINKS, SUPPORT_EMAIL } from '../../shared/support'

/** The support contact of spec §1: the e-mail address and the social profiles. */
export function SupportContact() {
  return (
    <div className="support-contact">
      <p>
        Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>, or find us on:
      </p>
      <ul className="social-links">
        {SOCIAL_LINKS.map((link) => (
          <li key={link.network}>
            <a href={link.href} rel="noopener" target="_blank">
              {link.network}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
