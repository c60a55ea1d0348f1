// The operator CLI's command line, parsed with node:util parseArgs: what the commands rely on.
import { describe, expect, it } from 'vitest';
import { parseCommandLine } from './cli';

const parsed = (argv: string[]) => {
  const { positional, options, help } = parseCommandLine(argv);
  return { positional, options: Object.fromEntries(options), help };
};

describe('operator CLI command line', () => {
  it('reads words, --name value, --name=value and --help / -h anywhere', () => {
    expect(parsed(['set-plan', '--account', 'acct_1', '--plan=pro'])).toEqual({
      positional: ['set-plan'],
      options: { account: 'acct_1', plan: 'pro' },
      help: false,
    });
    expect(parsed(['library', 'import', 'dir'])).toEqual({
      positional: ['library', 'import', 'dir'],
      options: {},
      help: false,
    });
    expect(parsed(['usage', '-h']).help).toBe(true);
    expect(parsed(['--help']).help).toBe(true);
    // A value may look like anything but an option when given with `=`.
    expect(parsed(['create-account', '--password=--dash']).options).toEqual({ password: '--dash' });
  });

  it('refuses a missing value, an option given twice and an unknown short flag', () => {
    expect(() => parseCommandLine(['usage', '--account'])).toThrow('--account needs a value');
    expect(() => parseCommandLine(['usage', '--account', '--plan', 'pro'])).toThrow('--account needs a value');
    expect(() => parseCommandLine(['usage', '--account', 'a', '--account', 'b'])).toThrow('--account given twice');
    expect(() => parseCommandLine(['usage', '-z'])).toThrow('unknown option -z');
  });
});
