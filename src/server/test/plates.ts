/**
 * A current-format UK plate (two letters, two digits, three letters, as stored: capitals, no space) that
 * no other call in this test run returns, for the fleet's tests: a random start, then one more each call,
 * spread over letters the register accepts. The live-plate index refuses a duplicate, so a plate drawn
 * from a few random characters fails a file now and then.
 */
const LETTERS = "ABCDEFGHJKLMNPRSTUVWXY";
let drawn = 0;
const start = Math.floor(Math.random() * 400) * 1000;

export function testPlate(): string {
  drawn += 1;
  const n = start + drawn;
  const letter = (k: number) => LETTERS[Math.floor(n / 22 ** k) % 22];
  return `Y${letter(0)}${String(10 + (n % 80))}${letter(1)}${letter(2)}${letter(3)}`;
}
