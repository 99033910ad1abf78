import { expect, test } from 'vitest'
import { saveFile } from './save-file'

test('clicks a download link to an object URL of the file, then removes it and frees the URL', async () => {
  const clicked: { href: string; download: string; inPage: boolean }[] = []
  const revoked: string[] = []
  document.body.replaceChildren()
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target as HTMLAnchorElement
      clicked.push({ href: link.href, download: link.download, inPage: link.isConnected })
      event.preventDefault()
    },
    { once: true },
  )
  const file = new Blob(['time\r\n'], { type: 'text/csv' })
  let made: Blob | undefined
  saveFile(
    {
      document,
      createObjectURL: (blob) => {
        made = blob
        return 'blob:https://tv.example/1'
      },
      revokeObjectURL: (url) => void revoked.push(url),
    },
    'insights-ana-tv-24h.csv',
    file,
  )
  expect(made).toBe(file)
  expect(clicked).toEqual([
    { href: 'blob:https://tv.example/1', download: 'insights-ana-tv-24h.csv', inPage: true },
  ])
  expect(document.querySelector('a')).toBeNull()
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(revoked).toEqual(['blob:https://tv.example/1'])
})
