/**
 * How both drivers read these types: dates stay 'YYYY-MM-DD' text and money and 64-bit counts
 * arrive as numbers, so that rows look the same whichever database answered.
 */
export const ROW_PARSERS: Readonly<Record<number, (value: string) => unknown>> = {
  1082: (value) => value, // date
  1700: (value) => Number(value), // numeric
  20: (value) => Number(value), // int8
};
