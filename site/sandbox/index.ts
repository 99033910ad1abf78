export {
  type Probe,
  type ProbeResult,
  probesFor,
  runProbe,
  statusMeaning,
  storedToken,
} from './diagnostics'
export {
  DEFAULT_SANDBOX,
  parseSandboxQuery,
  type SandboxConfig,
  sandboxQuery,
  THEMES,
  VIEWS,
  widgetSnippet,
} from './snippet'
export { type ProbeRow, useDiagnostics } from './use-diagnostics'
