import { useMemo } from 'react'
import { appLink, drawQr, QR_QUIET_ZONE } from './qr'

type Props = { origin: string; channelId: string; channelName: string }

/**
 * The channel's QR code to the phone store, its caption and the same link as text; and that
 * link as a button, which a touch screen (a phone, already the device to shop on) shows in
 * the QR code's place (styles.css: `(hover: none) and (pointer: coarse)`, so the prerendered
 * page is right before any script runs).
 */
export function QrCode({ origin, channelId, channelName }: Props) {
  const link = appLink(origin, channelId)
  const { size, d } = useMemo(() => drawQr(link), [link])
  const box = size + QR_QUIET_ZONE * 2
  return (
    <>
      <a className="button qr-phone" data-testid="qr-phone" href={link}>
        Open the {channelName} store
      </a>
      <figure className="qr" data-testid="qr" data-url={link}>
        <svg
          viewBox={`${-QR_QUIET_ZONE} ${-QR_QUIET_ZONE} ${box} ${box}`}
          role="img"
          aria-label={`QR code: open the ${channelName} store on your phone`}
          shapeRendering="crispEdges"
        >
          <rect x={-QR_QUIET_ZONE} y={-QR_QUIET_ZONE} width={box} height={box} fill="#fff" />
          <path d={d} fill="#000" />
        </svg>
        <figcaption>
          <strong>Scan to shop on your phone</strong>
          <a href={link}>{link}</a>
        </figcaption>
      </figure>
    </>
  )
}
