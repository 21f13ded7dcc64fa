import XCTest
@testable import SQLabText
@testable import SQLabEngine
@testable import SQLabPresent
@testable import SQLabGrading

/// The names sqlab writes in English and reads back in the reader's language through the
/// catalogue: a check's datasets and variants (`FeedbackPresenter.dataset(_:in:)`), the kinds of
/// file of a hand-in (`HandInNotes.kind(_:in:)`) and the layouts of a class.
final class DatasetNameTests: XCTestCase {
    func testTheCatalogueReadsBackWhatItWrote() {
        XCTAssertEqual(Catalogue.match(.variantRowsWith, "rows with Class43.age = 18, 19"), ["Class43.age", "18, 19"])
        XCTAssertEqual(Catalogue.match(.featureChildrenAllNull, "a Class whose Student rows all have age NULL"), ["Class", "Student", "age"])
        XCTAssertEqual(Catalogue.match(.datasetAtLine, "the dataset at line 42 of the lesson"), ["42"])
        XCTAssertNil(Catalogue.match(.datasetAtLine, "the dataset at line 42"))
        XCTAssertNil(Catalogue.match(.variantNullIn, "NULL in "), "a placeholder stands for one character or more")
        // Characters a regular expression gives a meaning read as themselves.
        XCTAssertEqual(Catalogue.match(.variantCopiedToNextParent, "each row copied to the next parent (foreign key 2)"), ["2"])
        XCTAssertNil(Catalogue.match(.variantCopiedToNextParent, "each row copied to the next parent Xforeign key 2)"))
    }

    /// Every variant and feature, with arguments, comes back in Chinese with no English
    /// sentence; the English stays as it is.
    func testEveryVariantAndFeatureReadsInChinese() {
        let arguments = ["Class43.age", "18", "name"]
        for key in FeedbackPresenter.variants {
            let english = Catalogue.text(key, .en, arguments)
            let dataset = Catalogue.text(.datasetVariant, .en, [english])
            let chinese = FeedbackPresenter.dataset(dataset, in: .zh)
            XCTAssertEqual(chinese, Language.zh.text(.datasetVariant, Catalogue.text(key, .zh, arguments)), key.rawValue)
            XCTAssertEqual(EnglishSentences.find(in: chinese), [], "\(key.rawValue): \(chinese)")
            XCTAssertEqual(FeedbackPresenter.dataset(dataset, in: .en), dataset)
        }
        for key in FeedbackPresenter.features {
            let feature = Catalogue.text(key, .en, ["Class", "Student", "age"])
            let chinese = FeedbackPresenter.feature(feature, in: .zh)
            XCTAssertEqual(chinese, Catalogue.text(key, .zh, ["Class", "Student", "age"]), key.rawValue)
            XCTAssertEqual(EnglishSentences.find(in: chinese), [], "\(key.rawValue): \(chinese)")
        }
    }

    /// The Chinese the tables in code gave before they moved to the catalogue, and a variant
    /// they missed (`every date a year later` read as `所有 date a year later`).
    func testDatasetNamesInChinese() {
        func zh(_ text: String) -> String { FeedbackPresenter.dataset(text, in: .zh) }
        XCTAssertEqual(zh(ExerciseChecker.lessonData), "课程数据")
        XCTAssertEqual(zh("a small dataset sqlab made"), "sqlab 生成的一个小数据集")
        XCTAssertEqual(zh(ExerciseChecker.anotherDataset), "另一个数据集（不是课程数据）")
        XCTAssertEqual(zh("the dataset at line 42 of the lesson"), "课程第 42 行的数据集")
        XCTAssertEqual(zh("a dataset with a Class row with no Enrolment row, and two Student rows with the same name"),
                       "一个数据集（其中有 没有 Enrolment 行的 Class 行；name 相同的两行 Student）")
        XCTAssertEqual(zh("the lesson's data with the rows inserted in reverse order"), "课程数据（变体：按相反顺序插入各行）")
        XCTAssertEqual(zh("the lesson's data with NULL in Class43.age"), "课程数据（变体：Class43.age 中有 NULL）")
        XCTAssertEqual(zh("the lesson's data with rows with Class43.age = 18, 19"), "课程数据（变体：加入 Class43.age = 18, 19 的行）")
        XCTAssertEqual(zh("the lesson's data with every Class43.age = 18"), "课程数据（变体：所有 Class43.age = 18）")
        XCTAssertEqual(zh("the lesson's data with every date a year later"), "课程数据（变体：所有日期推后一年）")
        // A description the catalogue does not know stays as it is.
        XCTAssertEqual(zh("something else"), "something else")
    }

    func testKindsOfFileAndLayoutsInBothLanguages() {
        for (ext, english) in SubmissionScan.wrongTypes {
            XCTAssertEqual(HandInNotes.kind(english, in: .en), english)
            let chinese = HandInNotes.kind(english, in: .zh)
            XCTAssertNotEqual(chinese, english, ext)
            XCTAssertEqual(EnglishSentences.find(in: chinese), [], ext)
        }
        XCTAssertEqual(HandInNotes.kind("a folder", in: .zh), "文件夹")
        XCTAssertEqual(HandInNotes.kind("not a regular file", in: .zh), "非普通文件")
        XCTAssertEqual(HandInNotes.kind("a Word document", in: .zh), "Word 文档")
        for layout in SubmissionLayout.allCases {
            // The English is the raw value, as it was shown before.
            XCTAssertEqual(Language.en.text(layout.textKey), layout.rawValue)
        }
        XCTAssertEqual(Language.zh.text(SubmissionLayout.canvas.textKey), "Canvas 下载")
    }
}
