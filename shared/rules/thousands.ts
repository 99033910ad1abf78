/**
 * A whole number as en-US writes it, a comma between each group of three digits ('21,527');
 * a fraction is dropped toward zero. Written out rather than with `Intl.NumberFormat`: the
 * first formatter a page makes loads the browser's locale data, 20–37 ms of main thread on
 * this machine (about four times that on a phone), which the widget paid at every start for
 * a points balance only a signed-in viewer sees (issue 17).
 */
export function groupThousands(value: number): string {
  const whole = Math.trunc(value)
  const digits = String(Math.abs(whole))
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',')
  return whole < 0 ? `-${grouped}` : grouped
}
