import { afterEach, describe, expect, test } from 'vitest'
import { MAX_SCHEDULE_BYTES, type StudioChannel } from '../../shared/api/studio'
import { OnAirSection } from './OnAirSection'
import {
  choose,
  click,
  fakeStudio,
  mount,
  type ServerRoutes,
  server,
  settle,
  submit,
  type,
} from './test-dom'
import { fakeStudioEnv, studioChannel, studioSchedule } from './testing'

const channel = studioChannel() as StudioChannel
const SCHEDULE = '/studio/channels/ana-tv/schedule'
const VTT = 'WEBVTT\n\n00:00.000 --> 00:04.000\nThe mixer\n\n00:04.000 --> 01:09.000\nA pan\n'

let view: Awaited<ReturnType<typeof mount>> | undefined
afterEach(async () => {
  await view?.unmount()
  view = undefined
})

/** No stream set: the Stream panel has its own tests (StreamPanel.test.tsx). */
const noStream = (id: string): ServerRoutes => ({
  [`GET /studio/channels/${id}/stream`]: {
    status: 200,
    body: {
      url: null,
      state: 'waiting',
      detail: null,
      lastCue: null,
      since: '2026-05-01T10:00:00Z',
    },
  },
})

async function open(routes: ServerRoutes, of: StudioChannel = channel) {
  const env = fakeStudioEnv(server({ ...noStream(of.id), ...routes }))
  view = await mount(<OnAirSection studio={fakeStudio(env)} channel={of} onChannel={() => {}} />)
  return { env, view }
}

const sent = (env: ReturnType<typeof fakeStudioEnv>, method: string) =>
  env.calls.filter((call) => call.method === method)

describe('On air: the schedule', () => {
  test('says what runs when nothing is uploaded: a demo channel’s script, or nothing', async () => {
    const { view } = await open({ [`GET ${SCHEDULE}`]: { status: 200, body: { schedule: null } } })
    expect(view.text()).toContain('Nothing uploaded: the channel has no program.')
    await view.unmount()
    const demo = { ...channel, id: 'wildtv' }
    const again = await open(
      { 'GET /studio/channels/wildtv/schedule': { status: 200, body: { schedule: null } } },
      demo,
    )
    expect(again.view.text()).toContain('Nothing uploaded: the channel runs its scripted demo')
  })

  test('shows the upload: file, who, cues with their times', async () => {
    const { view } = await open({
      [`GET ${SCHEDULE}`]: { status: 200, body: { schedule: studioSchedule() } },
    })
    expect(view.text()).toContain('evening.vtt')
    expect(view.text()).toContain('ana@example.com')
    const rows = [...view.host.querySelectorAll('tbody tr')].map((row) => row.textContent)
    expect(rows).toEqual(['0:000:04Tonight: the Stand Mixer Pro', '0:040:09And a copper pan'])
  })

  test('a schedule that cannot be loaded offers a retry', async () => {
    let attempts = 0
    const { view } = await open({
      [`GET ${SCHEDULE}`]: () =>
        ++attempts === 1 ? 'network' : { status: 200, body: { schedule: null } },
    })
    expect(view.text()).toContain('The schedule could not be loaded.')
    await click(view.button('Try again'))
    expect(view.text()).toContain('Nothing uploaded')
  })

  test('bad captions show their line and nothing is sent', async () => {
    const { env, view } = await open({
      [`GET ${SCHEDULE}`]: { status: 200, body: { schedule: null } },
    })
    await type(view.host.querySelector('#schedule-text'), 'WEBVTT\n\n00:00.000 --> nope\nHi')
    expect(view.host.querySelector('#schedule-preview')?.textContent).toMatch(/^Line 3: /)
    expect(view.host.querySelector('#schedule-text')?.getAttribute('aria-invalid')).toBe('true')
    expect(() => view.button('Use as the program')).toThrow()
    expect(sent(env, 'PUT')).toHaveLength(0)
  })

  test('good captions are previewed, then saved as the program', async () => {
    const { env, view } = await open({
      [`GET ${SCHEDULE}`]: { status: 200, body: { schedule: null } },
      [`PUT ${SCHEDULE}`]: { status: 200, body: { schedule: studioSchedule({ fileName: null }) } },
    })
    await type(view.host.querySelector('#schedule-text'), VTT)
    expect(view.text()).toContain('2 cues, 1:09 long.')
    await click(view.button('Use as the program'))
    expect(sent(env, 'PUT')[0]?.body).toEqual({ text: VTT, fileName: null })
    expect(view.text()).toContain('The first cue is on air now.')
    expect(view.text()).toContain('Pasted captions')
    expect(view.host.querySelectorAll('tbody tr')).toHaveLength(2)
  })

  test('a chosen file is read and sent with its name', async () => {
    const { env, view } = await open({
      [`GET ${SCHEDULE}`]: { status: 200, body: { schedule: null } },
      [`PUT ${SCHEDULE}`]: { status: 200, body: { schedule: studioSchedule() } },
    })
    await choose(view.host.querySelector('#schedule-file'), new File([VTT], 'evening.vtt'))
    expect(view.text()).toContain('Captions from evening.vtt')
    await click(view.button('Use as the program'))
    expect(sent(env, 'PUT')[0]?.body).toEqual({ text: VTT, fileName: 'evening.vtt' })
  })

  test('a file over the limit is refused before it is read', async () => {
    const { env, view } = await open({
      [`GET ${SCHEDULE}`]: { status: 200, body: { schedule: null } },
    })
    const big = new File(['x'.repeat(MAX_SCHEDULE_BYTES + 1)], 'marathon.vtt')
    await choose(view.host.querySelector('#schedule-file'), big)
    expect(view.host.querySelector('#schedule-file-error')?.textContent).toContain(
      'marathon.vtt is 513 KiB: the Studio takes captions files up to 512 KiB.',
    )
    expect((view.host.querySelector('#schedule-text') as HTMLTextAreaElement).value).toBe('')
    expect(sent(env, 'PUT')).toHaveLength(0)
  })

  test('the server’s refusals are shown: its line, and a body too large', async () => {
    let answer = {
      status: 400,
      body: { error: { code: 'invalid-request', message: 'Line 4: not a cue' }, line: 4 },
    }
    const { view } = await open({
      [`GET ${SCHEDULE}`]: { status: 200, body: { schedule: null } },
      [`PUT ${SCHEDULE}`]: () => answer,
    })
    await type(view.host.querySelector('#schedule-text'), VTT)
    await click(view.button('Use as the program'))
    expect(view.host.querySelector('[role="alert"]')?.textContent).toBe('Line 4: not a cue.')
    answer = {
      status: 413,
      body: {
        error: { code: 'too-large', message: 'The body is larger than 524288 bytes' },
        line: 0,
      },
    }
    await click(view.button('Use as the program'))
    expect(view.host.querySelector('[role="alert"]')?.textContent).toBe(
      'The captions are larger than the 512 KiB the Studio takes.',
    )
    expect(view.text()).toContain('Nothing uploaded')
  })

  test('removing the schedule asks first, then deletes it', async () => {
    const { env, view } = await open({
      [`GET ${SCHEDULE}`]: { status: 200, body: { schedule: studioSchedule() } },
      [`DELETE ${SCHEDULE}`]: { status: 200, body: { schedule: null } },
    })
    await click(view.button('Remove schedule'))
    expect(sent(env, 'DELETE')).toHaveLength(0)
    await click(view.button('Yes, remove it'))
    await settle()
    expect(sent(env, 'DELETE')).toHaveLength(1)
    expect(view.text()).toContain('The schedule is removed.')
    expect(view.text()).toContain('Nothing uploaded')
  })
})

describe('On air: try a caption', () => {
  const TRY = 'POST /studio/channels/ana-tv/try'
  const schedule = { [`GET ${SCHEDULE}`]: { status: 200, body: { schedule: null } } }

  test('lists what would match and why, sending the names on screen', async () => {
    const { env, view } = await open({
      ...schedule,
      [TRY]: {
        status: 200,
        body: {
          matches: [
            {
              productId: 42,
              title: 'Stand Mixer Pro',
              vendor: 'KitchenCo',
              type: 'Mixer',
              score: 1,
              reason: { kind: 'exact', entity: 'Stand Mixer Pro' },
            },
            {
              productId: 43,
              title: 'Copper pan',
              vendor: 'PanCo',
              type: 'Pan',
              score: 0.456,
              reason: { kind: 'contextual', words: ['copper', 'pan'] },
            },
          ],
        },
      },
    })
    await type(view.host.querySelector('#try-caption'), 'A copper pan and the mixer')
    await type(view.host.querySelector('#try-names'), 'Stand Mixer Pro, , KitchenCo ')
    await submit(view.host.querySelector<HTMLFormElement>('#try-caption')?.form)
    expect(env.calls.at(-1)?.body).toEqual({
      caption: 'A copper pan and the mixer',
      entities: ['Stand Mixer Pro', 'KitchenCo'],
    })
    const items = [...view.host.querySelectorAll('[aria-label="What would match"] li')]
    expect(items.map((li) => li.textContent)).toEqual([
      'Stand Mixer ProKitchenCo · Mixer · exact · confidence 100%Named on screen: Stand Mixer Pro',
      'Copper panPanCo · Pan · in context · confidence 46%Shares the words: copper, pan',
    ])
    expect(view.text()).toContain('Nothing is stored.')
  })

  test('says so when nothing matches, and shows a refusal', async () => {
    let answer = { status: 200, body: { matches: [] } as unknown }
    const { view } = await open({ ...schedule, [TRY]: () => answer })
    await type(view.host.querySelector('#try-caption'), 'Weather next')
    await submit(view.host.querySelector<HTMLFormElement>('#try-caption')?.form)
    expect(view.text()).toContain('Nothing in the catalog matches this caption.')
    answer = {
      status: 400,
      body: { error: { code: 'invalid-request', message: 'a caption is at most 1000 characters' } },
    }
    await submit(view.host.querySelector<HTMLFormElement>('#try-caption')?.form)
    expect(view.host.querySelector('[role="alert"]')?.textContent).toBe(
      'A caption is at most 1000 characters.',
    )
  })
})
