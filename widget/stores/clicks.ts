import type { ApiClient } from '../../shared/api/client'
import { createKeyedDebouncer } from '../../shared/api/debounce'
import type { Product } from '../../shared/api/types'
import { CLICK_DEBOUNCE_MS } from '../../shared/constants'
import { canTrackClick, clickTypeFor } from '../../shared/rules/click-type'
import { productKey } from '../../shared/rules/product'
import type { Env } from '../env'

export type Clicks = {
  /** Records a click on a product's link; returns true when a request was sent. */
  track(product: Product): boolean
}

/**
 * Click tracking (spec §5, §7): needs an id and a link, sends the click type and the
 * channel, at most once per item per CLICK_DEBOUNCE_MS. A failed record is dropped
 * quietly: the viewer is already on the partner's page and nothing here can help.
 */
export function createClicks(env: Env, client: ApiClient, channelId: string): Clicks {
  const allow = createKeyedDebouncer(CLICK_DEBOUNCE_MS, () => env.now())
  return {
    track(product) {
      if (!canTrackClick(product) || !allow(productKey(product))) return false
      void client.trackClick({
        itemId: product.id,
        clickTypeName: clickTypeFor(product),
        channel_id: channelId,
      })
      return true
    },
  }
}
