import { matchPath } from 'react-router'
import { expect, test } from 'vitest'
import { PAGE_PATHS } from '../shared/routes'
import { CLIENT_PAGES } from './client-pages'
import { SPLIT_PAGE_PATHS } from './page-table'
import { SERVER_PAGES } from './server-pages'

test('the browser and the prerender know the same pages', () => {
  expect(Object.keys(CLIENT_PAGES).sort()).toEqual(Object.keys(SERVER_PAGES).sort())
})

test('every page path but /app has a route in the table', () => {
  const routes = Object.keys(SERVER_PAGES)
  for (const path of PAGE_PATHS.filter((path) => path !== '/app')) {
    expect(
      routes.some((route) => matchPath(route, path)),
      path,
    ).toBe(true)
  }
  for (const route of SPLIT_PAGE_PATHS) expect(routes).toContain(route)
})
