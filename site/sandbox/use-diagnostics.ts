import { useCallback, useRef, useState } from 'react'
import { browserEnv } from '../env'
import { type Probe, type ProbeResult, probesFor, runProbe } from './diagnostics'

/** One row of the panel: the probe and, once it ran, its result. */
export type ProbeRow = { probe: Probe; result: ProbeResult | null }

/** The diagnostics panel's rows and a run that probes them one after the other. */
export function useDiagnostics(channelId: string) {
  const [rows, setRows] = useState<ProbeRow[]>([])
  const [running, setRunning] = useState(false)
  const run = useRef(0)
  const start = useCallback(async () => {
    const id = ++run.current
    const env = browserEnv()
    const probes = probesFor(channelId)
    setRunning(true)
    setRows(probes.map((probe) => ({ probe, result: null })))
    for (const [index, probe] of probes.entries()) {
      const result = await runProbe(env, probe)
      if (id !== run.current) return
      setRows((current) => current.map((row, i) => (i === index ? { probe, result } : row)))
    }
    setRunning(false)
  }, [channelId])
  return { rows, running, start }
}
