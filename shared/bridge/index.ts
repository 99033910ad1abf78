// The loader ↔ frame bridge (ARCHITECTURE.md §5): protocol, errors, guards, connection.
export { type Bridge, type OpenBridgeOptions, openBridge } from './connection'
export {
  BRIDGE_ERROR,
  BridgeError,
  type BridgeErrorCode,
  toBridgeError,
  toWireError,
  type WireError,
} from './errors'
export { type ExposedMethods, exposeMethods, type Guard, type MethodTable } from './expose'
export {
  isEventData,
  isFrameAuthState,
  isHandoffCode,
  isHostEvent,
  isOrigin,
  isPageContext,
  isPicture,
  isString,
  isUrlOn,
} from './guards'
export { OriginMessenger, type OriginMessengerOptions } from './messenger'
export * from './protocol'
