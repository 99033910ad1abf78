/** A bench's command-line arguments, and the values its `--name value` options give. */
export function benchArgs(args: readonly string[] = process.argv.slice(2)) {
  return {
    args,
    /** The value after `name`, or `fallback` when the option is not given. */
    option(name: string, fallback: string): string {
      const at = args.indexOf(name)
      return at >= 0 ? (args[at + 1] ?? fallback) : fallback
    },
    /** Every value given after `name` (an option that may repeat, such as `--root`). */
    all(name: string): string[] {
      return args.flatMap((arg, index) => (arg === name ? [args[index + 1] ?? ''] : []))
    },
  }
}
