import { pngBytes } from "../../src/server/test/png";

/** A real 40×30 grey PNG, as a camera would give (only smaller). */
export const png = () => pngBytes(40, 30, [128, 128, 128]);
