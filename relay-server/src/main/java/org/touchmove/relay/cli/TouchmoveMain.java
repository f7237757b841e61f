package org.touchmove.relay.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code ./touchmove} command line: one entry point, one subcommand per job. */
@Command(
    name = "touchmove",
    mixinStandardHelpOptions = true,
    versionProvider = TouchmoveMain.Version.class,
    description = "Sensor chess boards to live, arbiter-grade broadcasts.",
    subcommands = {
      PerftCommand.class,
      PgnCommand.class,
      EmulateCommand.class,
      ReplayCommand.class,
      BenchCommand.class,
      RecordCommand.class,
      ServeCommand.class,
      DemoCommand.class,
      AgentCommand.class,
      LoadTestCommand.class,
      CommandLine.HelpCommand.class
    })
public final class TouchmoveMain implements Runnable {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  public static void main(String[] args) {
    System.exit(run(args));
  }

  /** Runs the command line and returns the exit code (tests call this instead of main). */
  public static int run(String... args) {
    return new CommandLine(new TouchmoveMain()).execute(args);
  }

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  static final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
      String version = TouchmoveMain.class.getPackage().getImplementationVersion();
      return new String[] {"touchmove " + (version == null ? "(development build)" : version)};
    }
  }
}
