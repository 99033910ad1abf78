/** Ports and origins of the end-to-end server (not 8080/8081, so a running `npm start` is left alone). */
const port = Number(process.env.E2E_PORT ?? 18_480)
const demoHostsPort = Number(process.env.E2E_DEMO_HOSTS_PORT ?? 18_481)

export const E2E = {
  port,
  demoHostsPort,
  siteOrigin: `http://localhost:${port}`,
  demoHostsOrigin: `http://127.0.0.1:${demoHostsPort}`,
} as const
