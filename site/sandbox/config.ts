import { DEFAULT_CHANNEL_ID, DEMO_CHANNELS } from '../../shared/channels'

/** What the widget shows (its `view` attribute). */
export const VIEWS = ['full', 'store', 'account'] as const
/** The widget's colour theme (its `theme` attribute). */
export const THEMES = ['dark', 'light', 'auto'] as const

/** The sandbox's choices: one per widget attribute it lets you try. */
export type SandboxConfig = {
  channelId: string
  view: (typeof VIEWS)[number]
  theme: (typeof THEMES)[number]
}

export const DEFAULT_SANDBOX: SandboxConfig = {
  channelId: DEFAULT_CHANNEL_ID,
  view: 'full',
  theme: 'auto',
}

function oneOf<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return allowed.find((item) => item === value) ?? fallback
}

/** The choices in a sandbox URL (`?channel=&view=&theme=`); unknown values fall back. */
export function parseSandboxQuery(search: string): SandboxConfig {
  const query = new URLSearchParams(search)
  const channels = DEMO_CHANNELS.map((channel) => channel.id)
  return {
    channelId: oneOf(channels, query.get('channel'), DEFAULT_SANDBOX.channelId),
    view: oneOf(VIEWS, query.get('view'), DEFAULT_SANDBOX.view),
    theme: oneOf(THEMES, query.get('theme'), DEFAULT_SANDBOX.theme),
  }
}

/** The query that reproduces a config, so a sandbox setup can be shared as a link. */
export function sandboxQuery(config: SandboxConfig): string {
  const query = new URLSearchParams({
    channel: config.channelId,
    view: config.view,
    theme: config.theme,
  })
  return `?${query}`
}
