import { DockerfileParser, type Instruction } from 'dockerfile-ast';

/** One build stage: its FROM and the instructions up to the next FROM. */
export type Stage = { name: string | null; image: string | null; instructions: Instruction[] };

export function stages(text: string): Stage[] {
  const result: Stage[] = [];
  for (const instruction of DockerfileParser.parse(text).getInstructions()) {
    if (instruction.getKeyword() === 'FROM') {
      const [image, as, name] = (instruction.getArgumentsContent() ?? '').split(/\s+/);
      result.push({ name: as?.toUpperCase() === 'AS' ? (name ?? null) : null, image: image ?? null, instructions: [] });
    } else {
      result.at(-1)?.instructions.push(instruction);
    }
  }
  return result;
}

export const keyword = (stage: Stage, word: string): Instruction[] => stage.instructions.filter((i) => i.getKeyword() === word);

/** An instruction's arguments without its flags (`--mount`, `--from`), continuation lines joined. */
export const argumentsOf = (instruction: Instruction): string => (instruction.getArgumentsContent() ?? '').replace(/\s+/g, ' ').trim();

export function flag(instruction: Instruction, name: string): string | undefined {
  const flags = (instruction as Instruction & { getFlags?: () => { getName(): string; getValue(): string | null }[] }).getFlags?.() ?? [];
  return flags.find((f) => f.getName() === name)?.getValue() ?? undefined;
}

/** `COPY` source(s) and destination, with the stage it copies from (undefined: the build context). */
export function copies(stage: Stage): { from: string | undefined; sources: string[]; destination: string }[] {
  return keyword(stage, 'COPY').map((copy) => {
    const parts = argumentsOf(copy).split(' ');
    return { from: flag(copy, 'from'), sources: parts.slice(0, -1), destination: parts.at(-1) ?? '' };
  });
}

/** The values an `ENV` sets in a stage (`ENV A=1 B=2` form). */
export function env(stage: Stage): Record<string, string> {
  return Object.fromEntries(
    keyword(stage, 'ENV').flatMap((i) =>
      argumentsOf(i)
        .split(' ')
        .map((pair) => pair.split('=') as [string, string]),
    ),
  );
}
