import { API_ERROR, type ApiError } from '../../shared/api/errors'

/** Why a Studio page could not show what it was asked for. */
export type PageProblem =
  /** 403: the signed-in person is not a member of the channel. */
  | { kind: 'not-member' }
  /** 404: no such channel (or an archived one, to those outside it). */
  | { kind: 'not-found' }
  /** No answer, a server failure or an unreadable answer: worth trying again. */
  | { kind: 'retry'; message: string }
  /** 401: the session ended; the session store shows the signed-out Studio. */
  | { kind: 'signed-out' }

/** What a failed page load means for the page. */
export function pageProblem(error: ApiError): PageProblem {
  if (error.code === API_ERROR.unauthorized) return { kind: 'signed-out' }
  if (error.status === 403) return { kind: 'not-member' }
  if (error.code === API_ERROR.notFound) return { kind: 'not-found' }
  return { kind: 'retry', message: retryText(error) }
}

function retryText(error: ApiError): string {
  if (error.code === API_ERROR.network) return 'The Studio could not reach the server.'
  if (error.code === API_ERROR.server) return 'The server failed to answer.'
  if (error.code === API_ERROR.invalidResponse)
    return 'The server sent an answer the Studio could not read.'
  return sentence(error.message)
}

/**
 * The text beside a form or button whose action failed: the server's own error message when it
 * sent one (e.g. "that id is taken"), else what went wrong in plain words.
 */
export function actionText(error: ApiError): string {
  if (error.code === API_ERROR.network) {
    return 'The server could not be reached. Check your connection and try again.'
  }
  if (error.code === API_ERROR.server) return 'The server failed. Please try again.'
  if (error.code === API_ERROR.unauthorized) return 'Your session has ended. Sign in again.'
  return sentence(error.message)
}

/** A message as a sentence: capital first letter, full stop at the end. */
export function sentence(message: string): string {
  const text = message.trim()
  if (text === '') return text
  const capital = text.charAt(0).toUpperCase() + text.slice(1)
  return /[.!?…]$/.test(capital) ? capital : `${capital}.`
}
