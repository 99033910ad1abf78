import { expect, test } from 'vitest'
import { BRIDGE_ERROR, BridgeError, toBridgeError, toWireError } from './errors'

test('a BridgeError crosses the wire as a plain object and comes back with its code', () => {
  const wire = toWireError(new BridgeError(BRIDGE_ERROR.notAllowed, 'not our origin'))
  expect(wire).toEqual({ code: 'NOT_ALLOWED', message: 'not our origin' })
  const back = toBridgeError(structuredClone(wire))
  expect(back).toBeInstanceOf(BridgeError)
  expect(back.code).toBe(BRIDGE_ERROR.notAllowed)
  expect(back.message).toBe('not our origin')
})

test('any other error leaves as FAILED, without its stack', () => {
  expect(toWireError(new TypeError('boom'))).toEqual({ code: 'FAILED', message: 'boom' })
  expect(toWireError('text')).toEqual({ code: 'FAILED', message: 'Failed' })
})

test('penpal’s codes map onto ours; unknown codes are FAILED', () => {
  expect(toBridgeError({ code: 'METHOD_NOT_FOUND', message: 'x' }).code).toBe('METHOD_NOT_FOUND')
  expect(toBridgeError({ code: 'METHOD_CALL_TIMEOUT' }).code).toBe('TIMEOUT')
  expect(toBridgeError({ code: 'CONNECTION_TIMEOUT' }).code).toBe('TIMEOUT')
  expect(toBridgeError({ code: 'TRANSMISSION_FAILED' }).code).toBe('FAILED')
  expect(toBridgeError({ code: 'ROOT' }).code).toBe('FAILED')
  expect(toBridgeError(undefined).code).toBe('FAILED')
})
