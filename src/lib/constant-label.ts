/** "CLOSED_WON" -> "Closed Won": the label of an UPPER_SNAKE_CASE constant (an option, a step type). */
export const constantLabel = (constant: string) =>
  constant
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
