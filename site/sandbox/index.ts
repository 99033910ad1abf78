export {
  DEFAULT_SANDBOX,
  parseSandboxQuery,
  type SandboxConfig,
  sandboxQuery,
  THEMES,
  VIEWS,
} from './config'
export {
  type Probe,
  type ProbeResult,
  probesFor,
  runProbe,
  statusMeaning,
  storedToken,
} from './diagnostics'
export { type ProbeRow, useDiagnostics } from './use-diagnostics'
