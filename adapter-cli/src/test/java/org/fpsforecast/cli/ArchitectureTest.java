package org.fpsforecast.cli;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.fpsforecast.archfixture.cli.StartsJetty;
import org.fpsforecast.archfixture.core.CorsHeaders;
import org.fpsforecast.archfixture.core.UsesAnInterface;
import org.fpsforecast.archfixture.core.UsesCoreInternals;
import org.fpsforecast.archfixture.core.UsesJavalin;
import org.fpsforecast.archfixture.core.UsesRedis;
import org.fpsforecast.archfixture.core.UsesTheDataModule;
import org.fpsforecast.archfixture.core.WritesFiles;
import org.fpsforecast.archfixture.cycle.a.Ping;
import org.fpsforecast.archfixture.cycle.b.Pong;
import org.fpsforecast.archfixture.data.OpensTheBuildsStore;
import org.fpsforecast.archfixture.server.ParsesOptions;
import org.junit.jupiter.api.Test;

class ArchitectureTest {
    static final JavaClasses PRODUCTION = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            // Test jars of other modules (forecast-builds' FlakyBuilds, adapter-limits' TestRedis) hold tests too.
            .withImportOption(location -> !location.contains("-tests.jar"))
            .importPackages("org.fpsforecast");

    @Test
    void coreIsPureJavaAndGuava() {
        ArchitectureRules.coreIsPureJavaAndGuava("org.fpsforecast.core").check(PRODUCTION);
    }

    @Test
    void coreDependsOnNoAdapterOrData() {
        ArchitectureRules.coreDependsOnNoAdapterOrData().check(PRODUCTION);
    }

    @Test
    void dataDependsOnNoAdapter() {
        ArchitectureRules.dataDependsOnNoAdapter().check(PRODUCTION);
    }

    @Test
    void embeddersGetTheCatalogOnly() {
        ArchitectureRules.embeddersGetTheCatalogOnly().check(PRODUCTION);
    }

    @Test
    void coreNamesNoHttpConcept() {
        ArchitectureRules.coreNamesNoHttpConcept("org.fpsforecast.core").check(PRODUCTION);
    }

    @Test
    void commonHttpKnowsNeitherInterface() {
        ArchitectureRules.commonHttpKnowsNeitherInterface("org.fpsforecast.http.common")
                .check(PRODUCTION);
    }

    @Test
    void httpAdaptersDependOnTheCoreOnly() {
        ArchitectureRules.httpAdapterDependsOnCoreOnly("org.fpsforecast.http.publicapi", "org.fpsforecast.http.v1")
                .check(PRODUCTION);
        ArchitectureRules.httpAdapterDependsOnCoreOnly("org.fpsforecast.http.v1", "org.fpsforecast.http.publicapi")
                .check(PRODUCTION);
    }

    @Test
    void commandsTouchNeitherJettyNorJavalin() {
        ArchitectureRules.commandsTouchNeitherJettyNorJavalin("org.fpsforecast.cli")
                .check(PRODUCTION);
    }

    @Test
    void serverReadsNoCommandLine() {
        ArchitectureRules.serverReadsNoCommandLine("org.fpsforecast.server").check(PRODUCTION);
    }

    @Test
    void internalPackagesStayInTheirModule() {
        ArchitectureRules.internalPackagesStayInTheirModule("org.fpsforecast.core")
                .check(PRODUCTION);
        ArchitectureRules.internalPackagesStayInTheirModule("org.fpsforecast.importer")
                .check(PRODUCTION);
    }

    @Test
    void noPackageCycles() {
        ArchitectureRules.noCyclesBetweenModules().check(PRODUCTION);
        ArchitectureRules.noCyclesInsideTheCore().check(PRODUCTION);
        ArchitectureRules.noCyclesBetweenPackages("org.fpsforecast").check(PRODUCTION);
    }

    // --- The rules can fail: on code that breaks them, and on a package that was emptied.

    @Test
    void theCoreRuleCatchesFrameworksAndIo() {
        JavaClasses javalin = new ClassFileImporter().importClasses(UsesJavalin.class);
        assertThatThrownBy(() -> ArchitectureRules.coreIsPureJavaAndGuava("org.fpsforecast.archfixture.core")
                        .check(javalin))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("io.javalin");
        JavaClasses files = new ClassFileImporter().importClasses(WritesFiles.class);
        assertThatThrownBy(() -> ArchitectureRules.coreIsPureJavaAndGuava("org.fpsforecast.archfixture.core")
                        .check(files))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("java.nio.file");
    }

    @Test
    void theBoundaryRulesCatchAForbiddenDependency() {
        JavaClasses data = new ClassFileImporter().importClasses(UsesTheDataModule.class);
        assertThatThrownBy(() -> ArchitectureRules.httpAdapterDependsOnCoreOnly(
                                "org.fpsforecast.archfixture", "org.fpsforecast.http.v1")
                        .check(data))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("org.fpsforecast.data");
    }

    @Test
    void theHttpRulesCatchAnHttpConceptInTheCoreAndAnInterfaceInTheCommonModule() {
        JavaClasses cors = new ClassFileImporter().importClasses(CorsHeaders.class);
        assertThatThrownBy(() -> ArchitectureRules.coreNamesNoHttpConcept("org.fpsforecast.archfixture.core")
                        .check(cors))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("CorsHeaders");
        JavaClasses v1 = new ClassFileImporter().importClasses(UsesAnInterface.class);
        assertThatThrownBy(() -> ArchitectureRules.commonHttpKnowsNeitherInterface("org.fpsforecast.archfixture")
                        .check(v1))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("org.fpsforecast.http.v1.V1Api");
        JavaClasses redis = new ClassFileImporter().importClasses(UsesRedis.class);
        assertThatThrownBy(() -> ArchitectureRules.dataDependsOnNoAdapter("org.fpsforecast.archfixture")
                        .check(redis))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("io.lettuce");
    }

    @Test
    void theServerRulesCatchACommandWithJettyAndAServerWithOptions() {
        JavaClasses jetty = new ClassFileImporter().importClasses(StartsJetty.class);
        assertThatThrownBy(
                        () -> ArchitectureRules.commandsTouchNeitherJettyNorJavalin("org.fpsforecast.archfixture.cli")
                                .check(jetty))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("org.eclipse.jetty.server.Server");
        JavaClasses javalin = new ClassFileImporter().importClasses(UsesJavalin.class);
        assertThatThrownBy(() -> ArchitectureRules.commandsTouchNeitherJettyNorJavalin("org.fpsforecast.archfixture")
                        .check(javalin))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("io.javalin");
        JavaClasses picocli = new ClassFileImporter().importClasses(ParsesOptions.class);
        assertThatThrownBy(() -> ArchitectureRules.serverReadsNoCommandLine("org.fpsforecast.archfixture.server")
                        .check(picocli))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("picocli.CommandLine");
    }

    @Test
    void theCycleRuleCatchesTwoPackagesThatNeedEachOther() {
        JavaClasses cycle = new ClassFileImporter().importClasses(Ping.class, Pong.class);
        assertThatThrownBy(() -> ArchitectureRules.noCyclesBetweenPackages("org.fpsforecast.archfixture.cycle")
                        .check(cycle))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("Cycle detected")
                .hasMessageContaining("Ping")
                .hasMessageContaining("Pong");
    }

    @Test
    void theEmbedderRuleCatchesTheCatalogReachingForTheDatabase() {
        JavaClasses store = new ClassFileImporter().importClasses(OpensTheBuildsStore.class);
        assertThatThrownBy(() -> ArchitectureRules.embeddersGetTheCatalogOnly("org.fpsforecast.archfixture.data")
                        .check(store))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("org.fpsforecast.builds.JdbcBuilds");
    }

    @Test
    void theInternalRuleCatchesAnAdapterUsingAnInternalClass() {
        JavaClasses internal = new ClassFileImporter()
                .importClasses(UsesCoreInternals.class, org.fpsforecast.core.internal.ForecastService.class);
        assertThatThrownBy(() -> ArchitectureRules.internalPackagesStayInTheirModule("org.fpsforecast.core")
                        .check(internal))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("org.fpsforecast.core.internal.ForecastService");
    }

    @Test
    void everyRuleFailsWhenItsPackageIsEmpty() {
        JavaClasses nothing = new ClassFileImporter().importClasses(String.class);
        for (var rule : java.util.List.of(
                ArchitectureRules.coreIsPureJavaAndGuava("org.fpsforecast.core"),
                ArchitectureRules.coreDependsOnNoAdapterOrData(),
                ArchitectureRules.dataDependsOnNoAdapter(),
                ArchitectureRules.coreNamesNoHttpConcept("org.fpsforecast.core"),
                ArchitectureRules.commonHttpKnowsNeitherInterface("org.fpsforecast.http.common"),
                ArchitectureRules.httpAdapterDependsOnCoreOnly(
                        "org.fpsforecast.http.publicapi", "org.fpsforecast.http.v1"),
                ArchitectureRules.httpAdapterDependsOnCoreOnly(
                        "org.fpsforecast.http.v1", "org.fpsforecast.http.publicapi"),
                ArchitectureRules.commandsTouchNeitherJettyNorJavalin("org.fpsforecast.cli"),
                ArchitectureRules.serverReadsNoCommandLine("org.fpsforecast.server"),
                ArchitectureRules.internalPackagesStayInTheirModule("org.fpsforecast.core"),
                ArchitectureRules.internalPackagesStayInTheirModule("org.fpsforecast.importer"),
                ArchitectureRules.noCyclesBetweenPackages("org.fpsforecast"),
                ArchitectureRules.embeddersGetTheCatalogOnly(),
                ArchitectureRules.noCyclesBetweenModules(),
                ArchitectureRules.noCyclesInsideTheCore())) {
            assertThatThrownBy(() -> rule.check(nothing))
                    .as(rule.getDescription())
                    .isInstanceOf(AssertionError.class);
        }
    }
}
