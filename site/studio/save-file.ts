/** What saving a file needs from the browser: a document to click a link in, and object URLs. */
export type SaveFileDeps = {
  document: Document
  createObjectURL(file: Blob): string
  revokeObjectURL(url: string): void
}

/**
 * Saves `file` as `name`: a temporary `<a download>` to an object URL, clicked, then removed.
 * The URL is revoked on the next turn, once the browser has started the download.
 */
export function saveFile(deps: SaveFileDeps, name: string, file: Blob): void {
  const url = deps.createObjectURL(file)
  const link = deps.document.createElement('a')
  link.href = url
  link.download = name
  link.hidden = true
  deps.document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => deps.revokeObjectURL(url), 0)
}
